import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';

/**
 * GET/HEAD /favicon.ico. Browsers ask for it by habit, and the web client's latency probe (spec
 * section 9: HEAD /favicon.ico, 5 s timeout) times it — so it must answer at once, without the
 * session lookup or database. The app's icon is an SVG; it is served under this name as
 * image/svg+xml (browsers sniff icons by content). With no built web app it answers 204.
 * If the build ever ships a real favicon.ico, the static file server owns the path instead.
 */
export function registerFaviconRoute(app: FastifyInstance, ctx: ServerContext) {
  if (existsSync(path.join(ctx.config.webDist, 'favicon.ico'))) return;
  const svgPath = path.join(ctx.config.webDist, 'favicon.svg');
  let svg: Buffer | null | undefined;
  // No config.access: not an /api route, and a public static answer needs no viewer.
  app.get('/favicon.ico', async (_request, reply) => {
    svg ??= existsSync(svgPath) ? readFileSync(svgPath) : null;
    reply.header('cache-control', 'no-cache');
    if (!svg) return reply.status(204).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
