import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useAuth } from '@/features/auth';
import { navbarIndicators } from '../indicators';

/** The registered navbar indicators, each isolated so one that fails disappears on its own. */
export function NavbarIndicators({ className }: { className?: string }) {
  const { user, isApproved } = useAuth();
  const staff = user !== null && isApproved;
  const shown = navbarIndicators.filter((indicator) => indicator.audience === 'everyone' || staff);
  if (shown.length === 0) return null;
  return (
    <div className={className}>
      {shown.map(({ id, Component }) => (
        <ErrorBoundary key={id} name={`indicator:${id}`} fallback={null}>
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        </ErrorBoundary>
      ))}
    </div>
  );
}
