import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { can, hasRole, type Profile } from '@studioportal/shared';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import { ThemeProvider } from '@/lib/use-theme';
import { TooltipProvider } from '@/components/ui/tooltip';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    email: 'kari@radio.no',
    full_name: 'Kari Nordmann',
    profile_picture_url: null,
    chat_color: '#22c55e',
    app_role: 'Tekniker',
    approval_status: 'pending',
    approved_at: null,
    rejection_reason: null,
    is_active: true,
    requested_role: 'Programleder',
    created_at: '2025-01-01T08:00:00.000Z',
    updated_at: '2025-01-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A hand-made auth state, so components can be rendered in every state without a server. */
export function makeAuth(profile: Profile | null, overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = profile ? { id: profile.id, email: profile.email } : null;
  const role = profile?.app_role ?? null;
  return {
    user,
    session: user ? { user } : null,
    userProfile: profile,
    loading: false,
    isApproved: profile?.approval_status === 'approved',
    hasRole: (roles) => hasRole(role, roles),
    can: (permission) => can(role, permission),
    isAdmin: role === 'Administrator',
    isProgramleder: role === 'Programleder',
    isTekniker: role === 'Tekniker',
    signIn: async () => ({ error: null }),
    signUp: async () => ({ error: null }),
    signOut: async () => undefined,
    refreshProfile: async () => undefined,
    ...overrides,
  };
}

export function TestProviders({ auth, children }: { auth: AuthContextValue; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // Pre-seeded so no test talks to a network.
  queryClient.setQueryData(['config'], { showName: 'Morgensendingen', timeZone: 'Europe/Oslo', smsInboxUrl: null, version: 'test' });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
