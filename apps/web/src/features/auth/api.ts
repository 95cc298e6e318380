import type { MeResponse, Profile, SignInWithCodeInput, SignUpInput } from '@studioportal/shared';
import { api } from '@/lib/api';

/** Session endpoints of the server. The session itself is an httpOnly cookie we never touch. */
export const authApi = {
  me: (signal?: AbortSignal) => api.get<MeResponse>('/api/me', signal ? { signal } : {}),
  signIn: (input: SignInWithCodeInput) => api.post<{ profile: Profile }>('/api/session/sign-in', input),
  signUp: (input: SignUpInput) => api.post<{ profile: Profile }>('/api/session/sign-up', input),
  // keepalive: the fallback redirect may unload the page while this request is still in flight.
  signOut: () => api.post<{ ok: true }>('/api/session/sign-out', {}, { keepalive: true }),
};

let startupCheck: Promise<MeResponse> | null = null;

/**
 * Asks GET /api/me as the app starts (main.tsx): the auth provider mounts only once the first
 * page's code has loaded, and asking only then put a whole round trip after that download.
 */
export function startSessionCheck(): void {
  if (startupCheck) return;
  startupCheck = authApi.me();
  // Read by the auth provider; until then a failure must not count as unhandled.
  startupCheck.catch(() => undefined);
}

/** The start-up answer, handed out once: every later check asks the server again. */
export function takeStartupSessionCheck(): Promise<MeResponse> | null {
  const check = startupCheck;
  startupCheck = null;
  return check;
}
