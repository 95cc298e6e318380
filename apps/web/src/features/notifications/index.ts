import { lazySlot } from '@/components/lazy-slot';

/**
 * Public surface of notifications: the bell for the desktop top bar and the row for the mobile
 * menu, loaded with the staff parts of the shell. Its screen goes to app/screens.ts, its sync to app/banners.ts.
 */
export const NotificationBell = lazySlot('notification-bell', () => import('./notification-bell').then((m) => m.NotificationBell));
export const NotificationsMenuLink = lazySlot('notifications-menu-link', () => import('./mobile-menu-link').then((m) => m.NotificationsMenuLink));
/** "Send til kollega" on a listener message (listeners' row actions). */
export const SendToColleagueButton = lazySlot('send-to-colleague', () => import('./send-to-colleague').then((m) => m.SendToColleagueButton));
