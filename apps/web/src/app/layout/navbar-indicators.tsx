import { IsolatedParts } from '@/components/isolated-parts';
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
      <IsolatedParts parts={shown} kind="indicator" />
    </div>
  );
}
