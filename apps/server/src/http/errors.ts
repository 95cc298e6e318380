import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '@studioportal/shared';

/** An error meant for the client: status, stable code and a Norwegian message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERROR_MESSAGES[code as ErrorCode] ?? ERROR_MESSAGES.internal);
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized');
export const forbidden = (message?: string) => new ApiError(403, 'forbidden', message);
export const notFound = (message?: string) => new ApiError(404, 'not_found', message);

/** The zod issue list, trimmed to what a client needs to point at a field. */
function issuesOf(error: ZodError) {
  return error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** U+0000, or half of a surrogate pair: PostgreSQL refuses the first in text and jsonb, the second in jsonb. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string (or key) anywhere in the value holds a character the database cannot store. */
function hasUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorable(item, depth + 1));
}

/**
 * Parses untrusted input with a shared schema, or throws a 400 with the first readable message.
 * NUL and lone surrogates are refused here for every schema: the database would refuse them later, as a 500.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const first = result.error.issues[0];
    const readable = first && !first.message.startsWith('Invalid') && !first.message.startsWith('Unrecognized')
      ? first.message
      : ERROR_MESSAGES.validation_failed;
    throw new ApiError(400, 'validation_failed', readable, issuesOf(result.error));
  }
  if (hasUnstorable(result.data)) throw new ApiError(400, 'validation_failed', ERROR_MESSAGES.validation_failed);
  return result.data;
}

/**
 * @fastify/busboy (under @fastify/multipart) throws plain errors with no status for a malformed
 * multipart body: no boundary, a body cut short. They are the client's fault, not the server's.
 */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of multipart data|Boundary required)/;

/**
 * Fastify's router answers an undecodable path or an over-long path parameter itself, before any
 * hook, in its own shape and echoing the path. Passed as the `frameworkErrors` option so those
 * answers look like every other one.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ error: { code: 'bad_request', message: ERROR_MESSAGES.validation_failed } });
}

/**
 * A 500 may stand in for a file whose stream failed (EMFILE when opening it, a read error), after
 * the file's headers were set — on the reply and, by Fastify's stream sending, on the raw response.
 * None of them may go out with the error: a year's `immutable` caching or an ETag would keep the
 * error in browsers, a content encoding would make the JSON unreadable.
 */
const FILE_HEADERS = ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'content-range', 'content-disposition', 'accept-ranges'];
function dropFileHeaders(reply: FastifyReply) {
  for (const name of FILE_HEADERS) {
    // Fastify's getHeader falls back to the raw response: a file's content type left there makes
    // the JSON body below "a payload of invalid type" and Fastify answers in its own shape.
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
  reply.header('cache-control', 'no-store');
}

/** Every error leaves as `{ error: { code, message } }`; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    if (error instanceof ApiError) {
      // A refusal that knows when to come back says so the standard way too (RFC 9110 Retry-After).
      const retryAfter = (error.details as { retry_after_s?: unknown } | undefined)?.retry_after_s;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
      });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: { code: 'validation_failed', message: ERROR_MESSAGES.validation_failed, details: issuesOf(error) } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : MALFORMED_MULTIPART.test(error.message ?? '') ? 400 : 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'rate_limited', message: ERROR_MESSAGES.rate_limited } });
    }
    if (status === 413) {
      return reply.status(413).send({ error: { code: 'payload_too_large', message: ERROR_MESSAGES.payload_too_large } });
    }
    if (status === 415) {
      return reply.status(415).send({ error: { code: 'unsupported_media_type', message: ERROR_MESSAGES.unsupported_media_type } });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): keep the status, hide internals.
      return reply.status(status).send({ error: { code: 'bad_request', message: ERROR_MESSAGES.validation_failed } });
    }
    request.log.error({ err: error }, 'unhandled error');
    dropFileHeaders(reply);
    return reply.status(500).send({ error: { code: 'internal', message: ERROR_MESSAGES.internal } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: 'not_found', message: ERROR_MESSAGES.not_found } });
  });
}
