import { BannerSlot } from '@/components/banner-slot';
import { useAuth } from '@/features/auth/auth-context';
import { globalBanners } from '../banners';

/** The global banners above every page (the emergency banner among them), by who is looking. */
export function GlobalBannerSlot() {
  const { user, isApproved } = useAuth();
  const staff = user !== null && isApproved;
  return <BannerSlot banners={globalBanners.filter((banner) => banner.audience === 'everyone' || staff)} />;
}
