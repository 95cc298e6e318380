import type { FastifyInstance } from 'fastify';
import { signInWithCodeSchema, signUpSchema, type SessionResponse } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import { forwardCookies } from '../../auth/headers';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { countActivity } from '../analytics';
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
    if (profile) countActivity(ctx, profile.id, 'sign_in');
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

  // The app's start-up question (issue 19): answered 200 for anyone, so a visitor's page (/auth,
  // /podcast, the embed on another site) makes no request that fails. A signed-in caller also gets
  // the refreshed session cookie, as from /api/me. /api/me itself keeps its 401.
  app.get('/api/session', { config: { access: 'public', refreshSession: true } }, async (request): Promise<SessionResponse> => {
    const viewer = request.viewer;
    const profile = viewer && viewer.profile.is_active ? viewer.profile : null;
    return { signed_in: profile !== null, profile };
  });
}
