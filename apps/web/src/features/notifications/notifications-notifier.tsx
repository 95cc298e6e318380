import { useAuth } from '@/features/auth';
import { useNotificationsSync } from './use-notifications-sync';

/** Renders nothing: keeps the person's notifications in sync on every page (the bell, the inbox, desktop notifications). */
export default function NotificationsNotifier() {
  const { user, isApproved } = useAuth();
  useNotificationsSync(Boolean(user && isApproved));
  return null;
}
