import type { MeResponse, Profile, SessionResponse, SignInWithCodeInput, SignUpInput } from '@studioportal/shared';
import { api } from '@/lib/api';

/** The start-up question (public/boot.js asks it too, with the app's scripts: vite.config.ts FIRST_REQUESTS). */
export const SESSION_PATH = '/api/session';

/** Session endpoints of the server. The session itself is an httpOnly cookie we never touch. */
export const authApi = {
  me: (signal?: AbortSignal) => api.get<MeResponse>('/api/me', signal ? { signal } : {}),
  /**
   * Who is signed in, answered 200 for anyone (issue 19): a visitor's page (/auth, /podcast, the
   * embed on another site) makes no request that fails. /api/me answers 401 without a session.
   */
  session: (signal?: AbortSignal) => api.get<SessionResponse>(SESSION_PATH, signal ? { signal } : {}),
  signIn: (input: SignInWithCodeInput) => api.post<{ profile: Profile }>('/api/session/sign-in', input),
  signUp: (input: SignUpInput) => api.post<{ profile: Profile }>('/api/session/sign-up', input),
  // keepalive: the fallback redirect may unload the page while this request is still in flight.
  signOut: () => api.post<{ ok: true }>('/api/session/sign-out', {}, { keepalive: true }),
};

let startupCheck: Promise<SessionResponse> | null = null;

/**
 * Asks GET /api/session as the app starts (main.tsx): the auth provider mounts only once the first
 * page's code has loaded, and asking only then put a whole round trip after that download.
 */
export function startSessionCheck(): void {
  if (startupCheck) return;
  startupCheck = authApi.session();
  // Read by the auth provider; until then a failure must not count as unhandled.
  startupCheck.catch(() => undefined);
}

/** The start-up answer, handed out once: every later check asks the server again. */
export function takeStartupSessionCheck(): Promise<SessionResponse> | null {
  const check = startupCheck;
  startupCheck = null;
  return check;
}
