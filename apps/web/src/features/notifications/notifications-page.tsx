import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckCheck, Circle, CircleCheck } from 'lucide-react';
import {
  markedAllText,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STRINGS as S,
  notificationKindSchema,
  type Notification,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { newestShown, useInbox, useReadAll, useSetRead, useUnreadCount, type InboxFilter } from './api';
import { DesktopToggle } from './desktop-toggle';
import { groupByDay } from './group-by-day';
import { KIND_ICONS } from './kind-icons';

/**
 * /notifications: the person's inbox, newest first in groups by day; unread rows stand out. Filter
 * by unread and kind; "Merk alle som lest" covers only what the filter shows (and says how many);
 * choosing a row opens its source and marks it read; each row can be marked read or unread.
 */
export default function NotificationsPage() {
  const [filter, setFilter] = useState<InboxFilter>({ unread: false, kind: null });
  const inbox = useInbox(filter);
  const rows = inbox.data ?? [];
  const unread = useUnreadCount();
  const readAll = useReadAll();
  const [result, setResult] = useState('');

  const markAll = () =>
    readAll.mutate(
      { kind: filter.kind, upTo: newestShown(rows) },
      {
        onSuccess: ({ count }) => setResult(markedAllText(count)),
        onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{S.pageTitle}</h1>
        <DesktopToggle />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <Button variant={filter.unread ? 'default' : 'outline'} size="sm" aria-pressed={filter.unread} onClick={() => setFilter((f) => ({ ...f, unread: !f.unread }))}>
          {S.filterUnread}
          {unread > 0 && <span className="tabular">({unread > 99 ? '99+' : unread})</span>}
        </Button>
        <label className="grid gap-1 text-sm font-medium">
          Type
          <NativeSelect
            value={filter.kind ?? ''}
            onChange={(e) => {
              const parsed = notificationKindSchema.safeParse(e.target.value);
              setFilter((f) => ({ ...f, kind: parsed.success ? parsed.data : null }));
            }}
            className="h-9 max-md:h-12"
          >
            <option value="">{S.filterAllKinds}</option>
            {NOTIFICATION_KINDS.map((k) => (
              <option key={k} value={k}>
                {NOTIFICATION_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button variant="secondary" size="sm" className="ml-auto" onClick={markAll} disabled={readAll.isPending || !rows.some((n) => !n.is_read)}>
          <CheckCheck aria-hidden />
          {S.markAllRead}
        </Button>
      </div>
      <p role="status" aria-live="polite" className={cn('text-sm text-muted-foreground', !result && 'sr-only')}>
        {result}
      </p>

      {inbox.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Laster varsler …
        </p>
      ) : inbox.isError ? (
        <p className="text-sm text-destructive">{errorMessage(inbox.error)}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{filter.unread ? S.emptyUnread : S.empty}</p>
      ) : (
        <div className="grid gap-6">
          {groupByDay(rows).map((group) => (
            <section key={group.key} aria-labelledby={`dag-${group.key}`} className="grid gap-2">
              <h2 id={`dag-${group.key}`} className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
                {group.heading}
              </h2>
              <ul className="grid gap-2">
                {group.rows.map((n) => (
                  <NotificationRow key={n.id} n={n} />
                ))}
              </ul>
            </section>
          ))}
          {inbox.hasNextPage && (
            <Button variant="outline" onClick={() => void inbox.fetchNextPage()} disabled={inbox.isFetchingNextPage} className="justify-self-center">
              {S.loadMore}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function NotificationRow({ n }: { n: Notification }) {
  const setRead = useSetRead();
  const navigate = useNavigate();
  const Icon = KIND_ICONS[n.kind];
  const toggle = () => setRead.mutate({ id: n.id, isRead: !n.is_read }, { onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }) });
  const open = (e: MouseEvent) => {
    e.preventDefault();
    if (!n.is_read) setRead.mutate({ id: n.id, isRead: true });
    void navigate(n.link);
  };
  return (
    <li
      data-testid="notification-row"
      data-read={n.is_read}
      className={cn('flex items-start gap-3 rounded-xl border p-3 sm:p-4', n.is_read ? 'bg-card' : 'border-primary/40 bg-primary/8 shadow-sm')}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', n.is_read ? 'text-muted-foreground' : 'text-primary')} />
      <div className="min-w-0 flex-1">
        <Link to={n.link} onClick={open} className="rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <span className={cn('block break-words', n.is_read ? 'font-medium' : 'font-semibold')}>{n.title}</span>
          {!n.is_read && <span className="sr-only"> (ulest)</span>}
        </Link>
        {n.body && <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-sm text-muted-foreground">{n.body}</p>}
        <p className="mt-1 text-xs text-muted-foreground">
          {NOTIFICATION_KIND_LABELS[n.kind]} · kl. {formatTime(n.created_at)}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={toggle}
        disabled={setRead.isPending}
        aria-label={`${n.is_read ? S.markUnread : S.markRead}: ${n.title}`}
        title={n.is_read ? S.markUnread : S.markRead}
      >
        {n.is_read ? <Circle aria-hidden /> : <CircleCheck aria-hidden />}
      </Button>
    </li>
  );
}
