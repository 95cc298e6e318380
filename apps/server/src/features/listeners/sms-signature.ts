import { createHmac, timingSafeEqual } from 'node:crypto';
import { LISTENER_LIMITS } from '@studioportal/shared';

/**
 * Signatures of inbound SMS webhooks. Both compare in constant time.
 *
 * Provider-neutral: `X-Studioportal-Signature: sha256=<hex>` is HMAC-SHA256 with SMS_WEBHOOK_SECRET
 * over "<X-Studioportal-Timestamp>.<raw body>"; the timestamp (unix seconds) must be within the
 * replay window, and the message id is stored so the same body cannot be replayed inside it.
 *
 * Twilio: `X-Twilio-Signature` is base64 HMAC-SHA1 with the auth token over the webhook URL as
 * Twilio calls it, followed by every POST parameter's name and value, sorted by name, with no
 * separators (twilio.com/docs/usage/webhooks/webhooks-security). Twilio signs no timestamp, so
 * replays are stopped by the stored MessageSid alone.
 */

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function neutralSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

export function checkNeutralSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  nowSeconds: number,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'invalid';
  if (!equalText(signature, neutralSignature(secret, timestamp, rawBody))) return 'invalid';
  return Math.abs(nowSeconds - Number(timestamp)) > LISTENER_LIMITS.smsReplayWindowSeconds ? 'stale' : 'valid';
}

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function checkTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean {
  return Boolean(signature) && equalText(signature ?? '', twilioSignature(authToken, url, params));
}
