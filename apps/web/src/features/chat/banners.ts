import { lazy } from 'react';
import type { GlobalBanner } from '@/lib/extension-points';

/**
 * The chat has no banner of its own to show; this slot entry only keeps the chat channel in sync
 * on every page, so the unread badge and mention notifications work wherever the person is.
 */
export const chatBanners: GlobalBanner[] = [{ id: 'chat-sync', audience: 'approved', Component: lazy(() => import('./chat-notifier')) }];
