import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LISTENER_LIMITS, LISTENER_STRINGS } from '@studioportal/shared';
import { ApiError } from '../../http/errors';

/**
 * Who a listener is without an account: a device id in a signed cookie the server hands out
 * (a made-up id is not accepted, so votes and limits count devices the server issued), and a
 * form token stamped when the page showed the form (its age is the fill time; a bot that posts at
 * once is answered as if taken and nothing is stored).
 */

export const DEVICE_COOKIE = 'sp_listener';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type FormVerdict = 'take' | 'bot';

export class ListenerIdentity {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly secureCookies: boolean,
  ) {
    // A key of its own: a leaked form token says nothing about session signatures.
    this.key = createHmac('sha256', secret).update('studioportal/listener-identity/v1').digest();
  }

  private sign(text: string): string {
    return b64(createHmac('sha256', this.key).update(text).digest().subarray(0, 16));
  }

  /** The device id of a cookie the server issued, or null. */
  deviceOf(request: FastifyRequest): string | null {
    const value = request.cookies?.[DEVICE_COOKIE];
    if (!value || value.length > 100) return null;
    const [id, signature] = value.split('.');
    if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    return sameText(signature, this.sign(`device.${id}`)) ? id : null;
  }

  /** The device id, issuing a new cookie when the request has none (GET /api/listener/live). */
  ensureDevice(request: FastifyRequest, reply: FastifyReply): { id: string; fresh: boolean } {
    const existing = this.deviceOf(request);
    if (existing) return { id: existing, fresh: false };
    const id = b64(randomBytes(16));
    reply.setCookie(DEVICE_COOKIE, `${id}.${this.sign(`device.${id}`)}`, {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: YEAR_SECONDS,
    });
    return { id, fresh: true };
  }

  /** A device is required to send: without the cookie the page was never loaded (or is very old). */
  requireDevice(request: FastifyRequest): string {
    const device = this.deviceOf(request);
    if (!device) throw new ApiError(400, 'form_expired', LISTENER_STRINGS.formExpired);
    return device;
  }

  formToken(device: string, now: Date): string {
    const issued = now.getTime().toString(36);
    return `${issued}.${this.sign(`form.${device}.${issued}`)}`;
  }

  /**
   * The honeypot and the fill time. A filled honeypot or a form sent faster than a person can is a
   * bot: answered as if taken (so it learns nothing), never stored. A token that is not ours, not
   * this device's or too old asks the listener to reload.
   */
  checkForm(device: string, form: { website?: string | undefined; form_token: string }, now: Date): FormVerdict {
    if (form.website && form.website.trim() !== '') return 'bot';
    const [issued, signature] = form.form_token.split('.');
    const issuedAt = issued ? Number.parseInt(issued, 36) : Number.NaN;
    if (!issued || !signature || !Number.isFinite(issuedAt) || !sameText(signature, this.sign(`form.${device}.${issued}`))) {
      throw new ApiError(400, 'form_expired', LISTENER_STRINGS.formExpired);
    }
    const age = now.getTime() - issuedAt;
    if (age > LISTENER_LIMITS.formTokenMaxAgeMs) throw new ApiError(400, 'form_expired', LISTENER_STRINGS.formExpired);
    return age < LISTENER_LIMITS.minFillMs ? 'bot' : 'take';
  }
}
