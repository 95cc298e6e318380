import type { GlobalBanner } from '@/lib/extension-points';
import { broadcastBanners } from '@/features/broadcast/banners';
import { chatBanners } from '@/features/chat/banners';
import { profileBanners } from '@/features/profile/banners';
import { pwaBanners } from '@/features/pwa/banners';
import { achievementBanners } from '@/features/achievements/banners';
import { notificationBanners } from '@/features/notifications/banners';

/**
 * Banners rendered in the global slot above every page (spec: "a global emergency banner sits
 * above all pages"). A feature exports `GlobalBanner[]` from its `banners.ts` and spreads it here.
 */
export const globalBanners: GlobalBanner[] = [...broadcastBanners, ...chatBanners, ...profileBanners, ...pwaBanners, ...achievementBanners, ...notificationBanners];
