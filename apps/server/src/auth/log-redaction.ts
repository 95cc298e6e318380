/**
 * Log fields that can carry a session token (checklist row 10: no tokens in logs). Fastify's own
 * request and reply serializers log neither headers nor bodies, so these guard the object a route,
 * hook or error passes to the logger by hand: request and answer headers (Cookie, Authorization,
 * Set-Cookie) and better-auth session objects (`token`), at the top level or one level down.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  'token',
  '*.token',
  'session.token',
  '*.session.token',
];
