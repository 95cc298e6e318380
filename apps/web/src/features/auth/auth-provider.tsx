import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGOUT_FALLBACK_REDIRECT_MS, can as canDo, hasRole as roleIn, type AppRole, type Permission, type Profile } from '@studioportal/shared';
import { ApiError } from '@/lib/api';
import { logger } from '@/lib/logger';
import { rememberedProfile } from '@/lib/offline/remembered-profile';
import { stopAllRealtimeIfLoaded } from '@/lib/realtime/running';
import { lazySlot } from '@/components/lazy-slot';
import { authApi, takeStartupSessionCheck } from './api';
import { AuthContext, type AuthContextValue, type AuthResult } from './auth-context';
import { pickNewerProfile } from './profile-state';
import { performSignOut } from './sign-out';

// Only a signed-in user has an account stream; visitors never load the socket client.
const AccountStream = lazySlot('account-stream', () => import('./account-stream').then((m) => m.default));

const AUTH_PAGE = '/auth';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Holds who is signed in. At start it asks GET /api/session (the session is an httpOnly cookie, so
 * only the server can tell; it answers 200 for anyone, so a visitor sees no failed request); after
 * that the account stream keeps the profile live, so an approval or role change shows at once.
 * Must sit inside the router (sign-out navigates) and inside QueryClientProvider (sign-out clears
 * cached data so the next user never sees the previous user's data).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loading, setLoading] = useState(true);
  const profileIdRef = useRef<string | null>(null);
  useEffect(() => {
    profileIdRef.current = profile?.id ?? null;
  }, [profile]);

  const applyProfile = useCallback((next: Profile) => setProfile((current) => pickNewerProfile(current, next)), []);

  /**
   * Loads the profile. `profile: null` (or a 401) means "not signed in"; any other failure is
   * logged and changes nothing. The first load takes the answer main.tsx already asked for, if any.
   */
  const loadProfile = useCallback(
    async (signal?: AbortSignal, first = false) => {
      try {
        const { profile: fresh } = await ((first ? takeStartupSessionCheck() : null) ?? authApi.session(signal));
        if (fresh) applyProfile(fresh);
        else setProfile(null);
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          setProfile(null);
        } else if (error instanceof ApiError && error.status === 0 && rememberedProfile()) {
          // No network at all: open with who was signed in last time (lib/offline), so the app and
          // its saved data work offline. Any answer from the server later (a 401 too) wins.
          applyProfile(rememberedProfile()!);
        } else if (error instanceof ApiError) {
          logger.error('Error fetching user profile', { code: error.code, status: error.status });
        } else {
          logger.error('Error in fetchUserProfile', error);
        }
      }
    },
    [applyProfile],
  );

  useEffect(() => {
    const controller = new AbortController();
    void loadProfile(controller.signal, true).finally(() => {
      if (!controller.signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [loadProfile]);

  const refreshProfile = useCallback(() => loadProfile(), [loadProfile]);

  // A 401 from any query or mutation means the session ended behind our back (expired, revoked
  // elsewhere): re-read the session, which clears the user, and the guard sends them to /auth.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401 && profileIdRef.current) void loadProfile();
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, loadProfile]);

  const signIn = useCallback(
    async (input: Parameters<AuthContextValue['signIn']>[0]): Promise<AuthResult> => {
      try {
        const { profile: signedIn } = await authApi.signIn(input);
        queryClient.clear();
        setProfile(signedIn);
        return { error: null };
      } catch (error) {
        return { error: toApiError(error) };
      }
    },
    [queryClient],
  );

  const signUp = useCallback(
    async (input: Parameters<AuthContextValue['signUp']>[0]): Promise<AuthResult> => {
      try {
        const { profile: created } = await authApi.signUp(input);
        queryClient.clear();
        setProfile(created);
        return { error: null };
      } catch (error) {
        return { error: toApiError(error) };
      }
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Spec: even if anything below fails, the user lands on /auth within 100 ms.
    const fallback = window.setTimeout(() => {
      if (window.location.pathname !== AUTH_PAGE) window.location.assign(AUTH_PAGE);
    }, LOGOUT_FALLBACK_REDIRECT_MS);
    try {
      stopAllRealtimeIfLoaded();
      await performSignOut({
        storage: safeLocalStorage(),
        resetState: () => setProfile(null),
        signOutOnServer: authApi.signOut,
        log: logger,
      });
      queryClient.clear();
      await navigate(AUTH_PAGE, { replace: true });
    } catch (error) {
      logger.error('Utlogging feilet', error);
    } finally {
      // Navigation went fine: the fallback has nothing left to do.
      if (window.location.pathname === AUTH_PAGE) window.clearTimeout(fallback);
    }
  }, [navigate, queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const role: AppRole | null = profile?.app_role ?? null;
    const user = profile ? { id: profile.id, email: profile.email } : null;
    return {
      user,
      session: user ? { user } : null,
      userProfile: profile,
      loading,
      isApproved: profile?.approval_status === 'approved',
      hasRole: (roles: readonly AppRole[]) => roleIn(role, roles),
      can: (permission: Permission) => canDo(role, permission),
      isAdmin: role === 'Administrator',
      isProgramleder: role === 'Programleder',
      isTekniker: role === 'Tekniker',
      signIn,
      signUp,
      signOut,
      refreshProfile,
    };
  }, [profile, loading, signIn, signUp, signOut, refreshProfile]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {profile && <AccountStream userId={profile.id} onProfile={applyProfile} onSessionEnded={signOut} refreshProfile={refreshProfile} />}
    </AuthContext.Provider>
  );
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  logger.error('Uventet feil ved innlogging', error);
  return new ApiError(0, 'internal', 'Noe gikk galt. Prøv igjen.');
}
