import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Bell, CheckCheck } from 'lucide-react';
import { markedAllText, unreadAnnouncement, NOTIFICATION_KIND_LABELS, NOTIFICATION_LIMITS, NOTIFICATION_STRINGS as S, type Notification } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { WithTooltip } from '@/components/ui/tooltip';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatRecentTime } from '@/lib/datetime';
import { unreadQuery, useInbox, useReadAll, useSetRead } from './api';
import { KIND_ICONS } from './kind-icons';
import { UnreadAnnouncer, UnreadBadge } from './unread-badge';

const ALL = { unread: false, kind: null } as const;

/**
 * The bell in the desktop top bar: the unread count (announced politely when it changes), and on
 * click the latest few with "Merk alle som lest" and a way to the whole inbox. Choosing one opens
 * its source and marks it read.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unreadState = useQuery(unreadQuery);
  const unread = unreadState.data ?? 0;
  const latest = useInbox(ALL, NOTIFICATION_LIMITS.popoverRows, open);
  const rows = (latest.data ?? []).slice(0, NOTIFICATION_LIMITS.popoverRows);
  const setRead = useSetRead();
  const readAll = useReadAll();
  const navigate = useNavigate();

  const openOne = (n: Notification) => {
    if (!n.is_read) setRead.mutate({ id: n.id, isRead: true });
    void navigate(n.link);
  };
  const markAll = () =>
    readAll.mutate(
      { kind: null, upTo: null },
      {
        onSuccess: ({ count }) => toast({ title: markedAllText(count) }),
        onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <>
      <UnreadAnnouncer count={unread} ready={unreadState.isSuccess} />
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <WithTooltip label={S.bellLabel} side="bottom">
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" className="relative px-2.5" aria-label={bellName(unread)} data-testid="notification-bell">
              <Bell aria-hidden />
              <UnreadBadge count={unread} className="absolute -right-1 -top-1" />
            </Button>
          </DropdownMenuTrigger>
        </WithTooltip>
        <DropdownMenuContent align="end" className="w-96 max-w-[calc(100vw-1rem)]">
          <div className="flex items-center justify-between gap-2">
            <DropdownMenuLabel>{S.pageTitle}</DropdownMenuLabel>
            <DropdownMenuItem disabled={unread === 0 || readAll.isPending} onSelect={(e) => {
                e.preventDefault();
                markAll();
              }} className="text-xs">
              <CheckCheck aria-hidden />
              {S.markAllRead}
            </DropdownMenuItem>
          </div>
          <DropdownMenuSeparator />
          {latest.isPending ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">Laster …</p>
          ) : rows.length === 0 ? (
            <p className="px-2 py-3 text-sm text-muted-foreground">{S.empty}</p>
          ) : (
            rows.map((n) => <BellRow key={n.id} n={n} onOpen={openOne} />)
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/notifications" className="justify-center font-medium">
              {S.showAll}
            </Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** "Varsler" or "Varsler, 3 uleste varsler": the count is part of the button's name. */
const bellName = (unread: number) => (unread > 0 ? `${S.bellLabel}, ${unreadAnnouncement(unread)}` : S.bellLabel);

function BellRow({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const Icon = KIND_ICONS[n.kind];
  return (
    <DropdownMenuItem onSelect={() => onOpen(n)} className={cn('items-start gap-3 py-2', !n.is_read && 'bg-primary/8')}>
      <Icon aria-hidden className="mt-0.5 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <span className={cn('line-clamp-2 block', !n.is_read && 'font-semibold')}>{n.title}</span>
        <span className="block text-xs text-muted-foreground">
          {NOTIFICATION_KIND_LABELS[n.kind]} · {formatRecentTime(n.created_at)}
          {!n.is_read && <span className="sr-only">, ulest</span>}
        </span>
      </span>
      {!n.is_read && <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
    </DropdownMenuItem>
  );
}
