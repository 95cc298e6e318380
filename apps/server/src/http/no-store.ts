import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data (who is signed in, sessions, chat, profiles, the user list): no
 * browser or proxy cache may keep a copy, or the next person at a shared studio computer could
 * read the last one's answers from the cache (Back button, offline page, a proxy). Every answer
 * under /api/ gets `Cache-Control: no-store` unless its route sets its own caching: the public
 * podcast answers (`/api/podcast`, revalidated with an ETag) keep theirs.
 */
export function registerNoStoreForApi(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
