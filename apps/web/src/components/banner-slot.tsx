import { IsolatedParts, type IsolatedPart } from '@/components/isolated-parts';

/**
 * The slot above every page where global banners render (the staff app's, app/layout/global-banner-slot.tsx;
 * the listener page's PWA banners). Each is isolated: one that crashes disappears on its own.
 */
export function BannerSlot({ banners }: { banners: readonly IsolatedPart[] }) {
  return (
    <div id="global-banner-slot" className="empty:hidden">
      <IsolatedParts parts={banners} kind="banner" />
    </div>
  );
}
