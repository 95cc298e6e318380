import type { FastifyInstance } from 'fastify';
import { signInWithCodeSchema, signUpSchema } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import { forwardCookies } from '../../auth/headers';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { SessionService } from './session.service';

export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext) {
  const sessions = new SessionService(ctx);

  app.post('/api/session/sign-up', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(signUpSchema, request.body);
    const { headers, profile } = await sessions.signUp(request, input);
    forwardCookies(reply, headers);
    return reply.status(201).send({ profile });
  });

  app.post('/api/session/sign-in', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(signInWithCodeSchema, request.body);
    const { headers, profile } = await sessions.signIn(request, input);
    forwardCookies(reply, headers);
    return reply.send({ profile });
  });

  app.post('/api/session/sign-out', { config: { access: 'public' } }, async (request, reply) => {
    const headers = await sessions.signOut(request);
    if (headers) forwardCookies(reply, headers);
    return reply.send({ ok: true });
  });

  app.get('/api/me', { config: { access: 'session' } }, async (request) => {
    return { profile: viewerOf(request).profile };
  });
}
