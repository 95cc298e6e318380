import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { STRINGS } from '@studioportal/shared';
import { LoadingScreen } from '@/components/ui/spinner';
import { PendingApprovalScreen, useAuth } from '@/features/auth';

/**
 * Spec section 2: while the session is checked show 'Sjekker tilgang...'; no user goes to /auth
 * (remembering where they were going); a user who is not approved sees the pending-approval
 * screen; an approved user sees the content.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { user, loading, isApproved } = useAuth();
  const location = useLocation();

  if (loading) return <LoadingScreen message={STRINGS.checkingAccess} className="min-h-dvh" />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (!isApproved) return <PendingApprovalScreen />;
  return <>{children}</>;
}
