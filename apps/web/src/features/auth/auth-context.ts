import { createContext, useContext } from 'react';
import type { AppRole, Permission, Profile, SignInWithCodeInput, SignUpInput } from '@studioportal/shared';
import type { ApiError } from '@/lib/api';

/** The signed-in account, as far as the browser knows it. */
export interface AuthUser {
  id: string;
  email: string;
}

/**
 * The session lives in an httpOnly cookie the page cannot read; this object only says that one
 * exists and whose it is (kept for parity with the spec's auth state: user, session, userProfile).
 */
export interface AuthSession {
  user: AuthUser;
}

export interface AuthResult {
  error: ApiError | null;
}

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession | null;
  userProfile: Profile | null;
  /** True until the first GET /api/session has answered. */
  loading: boolean;
  /** Spec section 4: approved only when approval_status is exactly 'approved'. */
  isApproved: boolean;
  hasRole: (roles: readonly AppRole[]) => boolean;
  can: (permission: Permission) => boolean;
  isAdmin: boolean;
  isProgramleder: boolean;
  isTekniker: boolean;
  /** `code` is the one-time code, needed only when the account has two-factor turned on. */
  signIn: (input: SignInWithCodeInput) => Promise<AuthResult>;
  signUp: (input: SignUpInput) => Promise<AuthResult>;
  signOut: () => Promise<void>;
  refreshProfile: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
