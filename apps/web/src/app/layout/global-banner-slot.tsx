import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useAuth } from '@/features/auth/auth-context';
import { globalBanners } from '../banners';

/**
 * The slot above every page where global banners (the emergency banner) render. Each banner is
 * isolated: one that crashes disappears instead of taking the page down with it.
 */
export function GlobalBannerSlot() {
  const { user, isApproved } = useAuth();
  const staff = user !== null && isApproved;
  const banners = globalBanners.filter((banner) => banner.audience === 'everyone' || staff);
  return (
    <div id="global-banner-slot" className="empty:hidden">
      {banners.map(({ id, Component }) => (
        <ErrorBoundary key={id} name={`banner:${id}`} fallback={null}>
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        </ErrorBoundary>
      ))}
    </div>
  );
}
