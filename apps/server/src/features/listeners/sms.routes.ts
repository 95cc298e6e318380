import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboundSmsSchema, LISTENER_STRINGS, twilioSmsSchema, type InboundSmsReceipt } from '@studioportal/shared';
import type { Config } from '../../config';
import { ApiError, parseInput } from '../../http/errors';
import { checkNeutralSignature, checkTwilioSignature } from './sms-signature';
import type { SmsService } from './sms.service';

const gateway = { access: 'public' } as const;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Inbound SMS from a gateway. Public routes, but nothing is read before the signature is checked
 * against the raw body as it arrived (so the parsers here keep it as text). Without its secret
 * configured, a route answers 404 (there is no SMS inbox here) and stores nothing.
 */
export async function registerSmsRoutes(app: FastifyInstance, deps: { config: Config; sms: SmsService }) {
  const { config, sms } = deps;

  await app.register(async (scope) => {
    scope.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    scope.post('/api/inbound/sms', { config: gateway }, async (request): Promise<InboundSmsReceipt> => {
      const secret = config.sms.webhookSecret;
      if (!secret) throw new ApiError(404, 'sms_not_configured', LISTENER_STRINGS.smsNotConfigured);
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = checkNeutralSignature(
        secret,
        { timestamp: header(request, 'x-studioportal-timestamp'), signature: header(request, 'x-studioportal-signature') },
        raw,
        Math.floor(Date.now() / 1000),
      );
      if (check === 'invalid') throw new ApiError(403, 'invalid_signature', LISTENER_STRINGS.smsBadSignature);
      if (check === 'stale') throw new ApiError(403, 'stale_request', LISTENER_STRINGS.smsStale);
      const message = parseInput(inboundSmsSchema, parseJson(raw));
      const routed = await sms.receive({ provider: 'neutral', id: message.id, from: message.from, text: message.text }, new Date());
      return { received: true, routed };
    });

    scope.post('/api/inbound/sms/twilio', { config: gateway }, async (request, reply) => {
      const token = config.sms.twilioAuthToken;
      if (!token) throw new ApiError(404, 'sms_not_configured', LISTENER_STRINGS.smsNotConfigured);
      const raw = typeof request.body === 'string' ? request.body : '';
      const params = Object.fromEntries(new URLSearchParams(raw));
      // Twilio signs the URL it was given; behind a proxy that is the configured one, not ours.
      const url = config.sms.twilioWebhookUrl ?? `${config.publicUrl ?? `${request.protocol}://${request.host}`}/api/inbound/sms/twilio`;
      if (!checkTwilioSignature(token, url, params, header(request, 'x-twilio-signature'))) {
        throw new ApiError(403, 'invalid_signature', LISTENER_STRINGS.smsBadSignature);
      }
      const message = parseInput(twilioSmsSchema, params);
      await sms.receive({ provider: 'twilio', id: message.MessageSid, from: message.From, text: message.Body }, new Date());
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    });
  });
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_input', 'Ugyldig JSON.');
  }
}
