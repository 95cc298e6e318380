import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, ERROR_MESSAGES, type Permission, type Profile } from '@studioportal/shared';
import { ApiError } from '../http/errors';

/**
 * Who may call a route. Every route under /api must declare one (deny by default):
 * - 'public': anyone, signed in or not;
 * - 'session': any signed-in, active account, also pending or rejected (to see its own status);
 * - 'approved': approved, active staff;
 * - a Permission from the shared permission model.
 */
export type Access = 'public' | 'session' | 'approved' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A public route that reads the session (GET /api/session) passes on its refreshed cookie too,
     * as guarded routes do, so a visit that asks only it still moves the idle deadline.
     */
    refreshSession?: boolean;
  }
  interface FastifyRequest {
    /** Resolved by the access check; present on every non-public route. */
    viewer: Viewer | null;
    /**
     * Looks up the signed-in user on demand, for routes outside /api that stay cookie-free for
     * most callers and need to know the viewer only in a rare case (a draft's file).
     */
    lookUpViewer(): Promise<Viewer | null>;
  }
}

export interface Viewer {
  userId: string;
  sessionId: string;
  profile: Profile;
}

/** With `reply`, the resolver may pass on a refreshed session cookie (guarded routes only). */
export type ResolveViewer = (request: FastifyRequest, reply?: FastifyReply) => Promise<Viewer | null>;

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : `permission:${access.permission}`;
}

/** A route as the access hook saw it being added: one entry per method. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | null;
}

const routeRegistry = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route added to `app` after its access control was registered, with its access rule (null
 * outside /api). Read-only bookkeeping for tests that must cover every route (fuzzing, the
 * authorisation matrix); it does not change how any request is handled.
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routeRegistry.get(app) ?? [];
}

export function registerAccessControl(app: FastifyInstance, resolveViewer: ResolveViewer) {
  const routes: RegisteredRoute[] = [];
  routeRegistry.set(app, routes);
  app.decorateRequest('viewer', null);
  app.decorateRequest('lookUpViewer', function (this: FastifyRequest) {
    return resolveViewer(this).catch(() => null);
  });

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access).`);
    }
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url, access: route.config?.access ?? null });
  });

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') {
      const refresh = request.routeOptions.config?.refreshSession === true;
      if (access === 'public') request.viewer = await resolveViewer(request, refresh ? reply : undefined).catch(() => null);
      return;
    }
    // Public routes (sign-in, sign-out) set their own cookies; guarded ones (and refreshSession) get the refresh.
    const viewer = await resolveViewer(request, reply);
    if (!viewer || !viewer.profile.is_active) throw new ApiError(401, 'unauthorized');
    request.viewer = viewer;
    if (access === 'session') return;
    if (viewer.profile.approval_status !== 'approved') throw new ApiError(403, 'not_approved', ERROR_MESSAGES.not_approved);
    if (access === 'approved') return;
    if (!can(viewer.profile.app_role, access.permission)) throw new ApiError(403, 'forbidden');
  });
}

/** Approved, active staff allowed `permission`. */
export function viewerMay(viewer: Viewer | null, permission: Permission): boolean {
  return Boolean(viewer?.profile.is_active && viewer.profile.approval_status === 'approved' && can(viewer.profile.app_role, permission));
}

/** The viewer of a guarded route; the access hook guarantees it is set. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new ApiError(401, 'unauthorized');
  return request.viewer;
}
