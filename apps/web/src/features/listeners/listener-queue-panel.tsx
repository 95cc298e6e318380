import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Inbox, MonitorUp, Radio, Star } from 'lucide-react';
import { LISTENER_SOURCE_LABELS, LISTENER_STRINGS, type DisplayMessage, type ListenerMessage } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { REQUIRES_NETWORK_TEXT } from '@/lib/offline/requires-network';
import { useOnline } from '@/lib/offline/online-status';
import { useDisplayMessages, useDisplayMessagesSync } from '@/features/on-air';
import { useListenerSummary } from './api';
import { messageTime, shortName } from './format';
import { OnAirTrail, RequestLine } from './message-parts';
import { NewCount } from './new-count';
import { useListenerSync } from './use-listener-sync';
import { useTriageActions, type RowAction } from './use-triage-actions';

/** Rows a phone shows before "Vis alle": the rest of the cockpit must stay within reach. */
const PHONE_ROWS = 3;

type Gate = { disabled: boolean; 'aria-describedby': string | undefined };

/**
 * The broadcast studio's listener queue (starred first), each message with "Send til studio".
 * What is on the studio displays now comes first as a prominent "Fra lytter" block until the host
 * marks it read on air. That block is taken from the display messages themselves, so a message
 * sent long ago still shows while a storm of new ones fills the capped queue. Live through the
 * same events as the queue page.
 */
export function ListenerQueuePanel({ touch = false, className }: { touch?: boolean; className?: string }) {
  useListenerSync();
  useDisplayMessagesSync();
  const { data, isPending, isError } = useListenerSummary();
  const display = useDisplayMessages();
  const { timeZone } = useAppConfig();
  const { run, markReadOnAir, pending, canPush } = useTriageActions();
  const online = useOnline();
  const headingId = useId();
  const offlineId = useId();
  const [expanded, setExpanded] = useState(false);

  const onDisplay = (display.data ?? []).filter((m) => m.listener !== null);
  const onDisplayIds = new Set(onDisplay.map((m) => m.listener!.message_id));
  const waiting = data?.queue.filter((m) => !onDisplayIds.has(m.id)) ?? [];
  const shown = touch && !expanded ? waiting.slice(0, PHONE_ROWS) : waiting;
  const gate = (id: string): Gate => ({ disabled: !online || pending.has(id), 'aria-describedby': online ? undefined : offlineId });

  return (
    <section aria-labelledby={headingId} className={cn('grid min-w-0 content-start gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4', className)}>
      <header className="flex items-center gap-2">
        <h2 id={headingId} className="flex min-w-0 flex-1 items-center gap-2 text-base font-semibold leading-tight tracking-tight">
          <Inbox aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {LISTENER_STRINGS.queueTitle}
          {data && <NewCount count={data.new_count} />}
        </h2>
        <Button asChild variant="ghost" size="sm" className="shrink-0 px-2">
          <Link to="/listener-messages">
            Alle
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </header>
      {!online && (
        <p id={offlineId} className="text-xs font-medium text-muted-foreground">
          {REQUIRES_NETWORK_TEXT}
        </p>
      )}

      {onDisplay.map((message) => (
        <FromListener
          key={message.id}
          message={message}
          source={data?.queue.find((m) => m.id === message.listener!.message_id)?.source}
          timeZone={timeZone}
          touch={touch}
          gate={gate(message.listener!.message_id)}
          onRead={() => markReadOnAir(message.listener!.message_id)}
        />
      ))}

      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Henter lyttermeldinger...
        </p>
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Kunne ikke hente lyttermeldingene.</p>
      ) : waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">{onDisplay.length > 0 ? 'Ingen andre meldinger i køen.' : 'Ingen lyttermeldinger i køen.'}</p>
      ) : (
        <>
          <ul aria-label="Kø" className={cn('grid gap-2', !touch && 'max-h-[28rem] overflow-y-auto pr-1')}>
            {shown.map((message) => (
              <QueueItem key={message.id} message={message} canPush={canPush} timeZone={timeZone} touch={touch} gate={gate(message.id)} onAction={run} />
            ))}
          </ul>
          {shown.length < waiting.length && (
            <Button variant="outline" className="h-12" onClick={() => setExpanded(true)}>
              Vis alle i køen ({waiting.length})
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function FromListener({
  message,
  source,
  timeZone,
  touch,
  gate,
  onRead,
}: {
  message: DisplayMessage;
  source: ListenerMessage['source'] | undefined;
  timeZone: string;
  touch: boolean;
  gate: Gate;
  onRead: () => void;
}) {
  const name = message.listener?.name ?? '';
  return (
    <article aria-label={`${LISTENER_STRINGS.fromListener}: ${name}`} className="grid gap-2 rounded-lg border-2 border-amber-500/70 bg-amber-500/10 p-3">
      <p className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-amber-800 dark:text-amber-300">
        <Radio aria-hidden className="size-3.5" />
        {LISTENER_STRINGS.fromListener}
      </p>
      <p className={cn('whitespace-pre-wrap break-words font-semibold leading-snug', touch ? 'text-lg' : 'text-base')}>{message.text}</p>
      <p className="text-sm text-muted-foreground">
        {name}
        {source && ` · ${LISTENER_SOURCE_LABELS[source]}`} · Sendt til studio {messageTime(message.created_at, timeZone)}
        {message.sender && ` av ${shortName(message.sender)}`}
      </p>
      <Button className={cn('justify-self-start', touch && 'h-12 w-full text-base')} {...gate} onClick={onRead}>
        <Radio aria-hidden />
        {LISTENER_STRINGS.markReadOnAir}
      </Button>
    </article>
  );
}

function QueueItem({
  message,
  canPush,
  timeZone,
  touch,
  gate,
  onAction,
}: {
  message: ListenerMessage;
  canPush: boolean;
  timeZone: string;
  touch: boolean;
  gate: Gate;
  onAction: (action: RowAction, message: ListenerMessage) => void;
}) {
  const starred = message.status === 'stjernemerket';
  return (
    <li className={cn('grid gap-1.5 rounded-lg border p-2.5', starred ? 'border-amber-500/40 bg-amber-500/[0.06]' : 'bg-background/40')}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            {starred && (
              <span className="inline-flex items-center text-amber-600 dark:text-amber-400">
                <Star aria-hidden className="size-3.5 fill-current" />
                <span className="sr-only">Stjernemerket</span>
              </span>
            )}
            <span className={cn('text-sm text-foreground', message.status === 'ny' ? 'font-bold' : 'font-semibold')}>{message.name}</span>
            <span>{LISTENER_SOURCE_LABELS[message.source]}</span>
            <time dateTime={message.created_at} className="tabular">
              {messageTime(message.created_at, timeZone)}
            </time>
            {message.status === 'ny' && <span className="font-medium text-blue-700 dark:text-blue-300">Ny</span>}
          </p>
          <RequestLine message={message} className="text-sm" />
          {!message.request && <p className={cn('whitespace-pre-wrap break-words text-sm', !touch && 'line-clamp-4')}>{message.body}</p>}
          <OnAirTrail message={message} timeZone={timeZone} />
        </div>
        {canPush && (
          <Button variant="outline" size={touch ? 'icon' : 'sm'} className="shrink-0 max-sm:px-3" {...gate} onClick={() => onAction('push', message)}>
            <MonitorUp aria-hidden />
            {/* The words go on a narrow screen (the message needs the room); they still name the button. */}
            <span className={touch ? 'sr-only' : 'max-sm:sr-only'}>Send til studio</span>
          </Button>
        )}
      </div>
    </li>
  );
}
