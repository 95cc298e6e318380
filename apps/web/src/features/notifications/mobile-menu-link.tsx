import { NavLink } from 'react-router';
import { Bell } from 'lucide-react';
import { NOTIFICATION_STRINGS as S } from '@studioportal/shared';
import { useUnreadCount } from './api';
import { UnreadBadge } from './unread-badge';

/** The mobile menu's row for /notifications, with the unread count; styled by the menu (rowClass). */
export function NotificationsMenuLink({ onNavigate, className }: { onNavigate: () => void; className: (active: boolean) => string }) {
  const unread = useUnreadCount();
  return (
    <NavLink to="/notifications" onClick={onNavigate} className={({ isActive }) => className(isActive)}>
      <Bell className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0 flex-1 truncate">{S.pageTitle}</span>
      <UnreadBadge count={unread} />
    </NavLink>
  );
}
