import { memo } from 'react';
import { cn } from '@/lib/cn';
import { messageTime, phoneText } from './format';
import { OnAirTrail, RequestLine, SourceBadge, StatusBadge } from './message-parts';
import { RowActions, type RowActionsProps } from './row-actions';

export const rowDomId = (id: string) => `lyttermelding-${id}`;

interface MessageRowProps extends RowActionsProps {
  selected: boolean;
  /** Whether this row is the one Tab lands on (the selected row, else the first). */
  tabStop: boolean;
  timeZone: string;
  onSelect: (id: string) => void;
}

/**
 * One message of the queue. Memoised: a live batch replaces only the rows it changed, so the
 * rest of a long list does not render again.
 */
export const MessageRow = memo(function MessageRow({ message, selected, tabStop, timeZone, onSelect, ...actions }: MessageRowProps) {
  const isNew = message.status === 'ny';
  const dimmed = message.status === 'arkivert' || message.status === 'brukt';
  return (
    <li
      id={rowDomId(message.id)}
      data-listener-row={message.id}
      tabIndex={tabStop ? 0 : -1}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(message.id)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onSelect(message.id);
      }}
      className={cn(
        'relative grid scroll-mt-24 scroll-mb-4 gap-x-4 gap-y-2 border-b px-3 py-3 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:px-4',
        'outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        selected ? 'bg-primary/[0.07] dark:bg-primary/[0.12]' : 'hover:bg-accent/50',
        actions.busy && 'opacity-70',
      )}
    >
      {/* The selection bar: seen at a glance while j/k walk the list. */}
      <span aria-hidden className={cn('absolute inset-y-0 left-0 w-1', selected ? 'bg-primary' : isNew ? 'bg-primary/35' : 'bg-transparent')} />
      <div className={cn('grid min-w-0 gap-1.5', dimmed && 'text-muted-foreground')}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <SourceBadge message={message} />
          <span className={cn('text-sm text-foreground', isNew ? 'font-bold' : 'font-semibold')}>{message.name}</span>
          {message.phone && <span className="tabular">{phoneText(message.phone)}</span>}
          <time dateTime={message.created_at} className="tabular">
            {messageTime(message.created_at, timeZone)}
          </time>
          {message.show_title && <span className="truncate">· {message.show_title}</span>}
          <StatusBadge message={message} />
        </div>
        <RequestLine message={message} className="text-sm" />
        {!message.request && <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-foreground">{message.body}</p>}
        <OnAirTrail message={message} timeZone={timeZone} />
      </div>
      <div className="-ml-2 sm:ml-0 sm:self-start">
        <RowActions message={message} {...actions} />
      </div>
    </li>
  );
});
