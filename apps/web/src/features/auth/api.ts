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
