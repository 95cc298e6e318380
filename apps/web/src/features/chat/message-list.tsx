import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ArrowDown, MessagesSquare, RefreshCw } from 'lucide-react';
import type { ChatMessage, ChatReplyPreview } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getA11yState, isReducedMotion } from '@/lib/a11y';
import { errorMessage, isApiError } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { useChatHistory } from './api';
import { historyMessages } from './chat-cache';
import { dayKey, dayLabel } from './format';
import { MessageItem, messageElementId, type MessageModeration } from './message-item';
import { useFreshMessages } from './use-fresh-messages';
import { useMarkReadOnView } from './use-mark-read';
import { senderOf, usePeople } from './use-people';

/** Consecutive messages of one person within this span share one name and picture. */
const GROUP_WINDOW_MS = 5 * 60_000;
/** Start loading older messages this close to the top. */
const LOAD_OLDER_THRESHOLD_PX = 160;
const AT_BOTTOM_SLACK_PX = 80;
/** A jump to a quoted message pages back at most this far. */
const JUMP_MAX_PAGES = 20;

interface MessageListProps {
  conversation: string;
  /** Accessible name of the log, e.g. 'Meldinger i Personalkanalen'. */
  label: string;
  me: string;
  /** Read cursor when the conversation was opened: where the "new messages" line goes. */
  lastReadAtOpen: number;
  /** Current read cursor. */
  lastRead: number;
  emptyText: string;
  onReply: (message: ChatMessage) => void;
  onEdit: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
  moderation: MessageModeration;
}

/** The element with `id` once it is in the document (checked each frame), or null after `timeoutMs`. */
function renderedElement(id: string, timeoutMs = 3000): Promise<HTMLElement | null> {
  const deadline = performance.now() + timeoutMs;
  return new Promise((resolve) => {
    const look = () => {
      const element = document.getElementById(id);
      if (element || performance.now() > deadline) resolve(element);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Calls `release` once the element's scrolling has come to rest (or after three seconds at the latest). */
function releaseAfterScroll(el: HTMLElement | null, release: () => void) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    el?.removeEventListener('scrollend', finish);
    release();
  };
  el?.addEventListener('scrollend', finish);
  window.setTimeout(finish, 3000);
}

/** The app's setting (device preference unless the user chose otherwise on Min profil). */
const prefersReducedMotion = () => isReducedMotion(getA11yState());

export function MessageList({ conversation, label, me, lastReadAtOpen, lastRead, emptyText, onReply, onEdit, onDelete, moderation }: MessageListProps) {
  const history = useChatHistory(conversation);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const messages = useMemo(() => historyMessages(history.data), [history.data]);
  const people = usePeople();
  const { timeZone } = useAppConfig();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // While a jump to a quoted message scrolls there, reaching the top must not page further back:
  // prepending mid-scroll would cancel the scroll and leave the target out of view.
  const jumping = useRef(false);
  const snapshot = useRef<{ first?: string; last?: string; height: number; top: number }>({ height: 0, top: 0 });
  const [newBelow, setNewBelow] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const fresh = useFreshMessages(messages, history.isSuccess, me);
  const isAtBottom = useCallback(() => atBottom.current, []);
  const checkRead = useMarkReadOnView(conversation, messages, lastRead, isAtBottom);

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  }, []);

  // Keep the view where the person expects it: at the bottom on open and when they are following
  // along; in place when older messages are added above; otherwise offer a "new messages" button.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = snapshot.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (prev.last === undefined && last !== undefined) scrollToBottom();
    else if (first !== prev.first && last === prev.last) el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    else if (last !== prev.last) {
      if (atBottom.current || messages.at(-1)?.sender_id === me) scrollToBottom();
      else setNewBelow(true);
    }
    snapshot.current = { first, last, height: el.scrollHeight, top: el.scrollTop };
  }, [messages, me, scrollToBottom]);

  const loadOlderIfNeeded = useCallback(() => {
    const el = scroller.current;
    if (!el || !hasNextPage || isFetchingNextPage || jumping.current) return;
    if (el.scrollTop < LOAD_OLDER_THRESHOLD_PX) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A short first page may not fill the view, so no scroll would ever ask for more.
  useEffect(() => {
    const el = scroller.current;
    if (el && el.scrollHeight <= el.clientHeight + LOAD_OLDER_THRESHOLD_PX) loadOlderIfNeeded();
  }, [messages, loadOlderIfNeeded]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < AT_BOTTOM_SLACK_PX;
    snapshot.current = { ...snapshot.current, height: el.scrollHeight, top: el.scrollTop };
    if (atBottom.current) {
      setNewBelow(false);
      checkRead();
    }
    loadOlderIfNeeded();
  };

  const jumpTo = useCallback(
    async (preview: ChatReplyPreview) => {
      jumping.current = true;
      let loaded = historyMessages(history.data).some((m) => m.id === preview.id);
      let more = hasNextPage;
      for (let page = 0; !loaded && more && page < JUMP_MAX_PAGES; page++) {
        const result = await fetchNextPage();
        loaded = historyMessages(result.data).some((m) => m.id === preview.id);
        more = result.hasNextPage;
      }
      if (!loaded) {
        jumping.current = false;
        toast({ title: 'Fant ikke meldingen', description: 'Meldingen det svares på er ikke lenger tilgjengelig.' });
        return;
      }
      // The page is in the cache now, but React may not have drawn it yet (a busy device).
      const target = await renderedElement(messageElementId(preview.id));
      if (!target) {
        jumping.current = false;
        return;
      }
      releaseAfterScroll(scroller.current, () => (jumping.current = false));
      target.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      target.focus({ preventScroll: true });
      setFocusedId(preview.id);
      window.setTimeout(() => setFocusedId((current) => (current === preview.id ? null : current)), 2500);
    },
    [history.data, hasNextPage, fetchNextPage],
  );

  if (history.isPending) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Laster meldinger...
      </div>
    );
  }
  if (history.isError) {
    const missing = isApiError(history.error) && history.error.status === 404;
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-sm text-muted-foreground">{missing ? 'Fant ikke samtalen.' : errorMessage(history.error, 'Kunne ikke laste meldingene.')}</p>
        {!missing && (
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            <RefreshCw aria-hidden />
            Prøv igjen
          </Button>
        )}
      </div>
    );
  }

  const firstUnread = messages.find((m) => m.position > lastReadAtOpen && m.sender_id !== me && lastReadAtOpen > 0);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={label}
        aria-busy={isFetchingNextPage}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
      >
        {hasNextPage ? (
          <div className="flex justify-center py-3">
            <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {isFetchingNextPage ? 'Laster eldre meldinger...' : 'Last eldre meldinger'}
            </Button>
          </div>
        ) : messages.length > 0 ? (
          <p className="px-4 pb-2 pt-6 text-center text-xs text-muted-foreground">Begynnelsen av samtalen</p>
        ) : null}

        {messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-blue-600 dark:text-blue-300">
              <MessagesSquare className="size-6" aria-hidden />
            </span>
            <p className="max-w-xs text-sm text-muted-foreground">{emptyText}</p>
          </div>
        ) : (
          <ol className="pb-1">
            {messages.map((message, i) => {
              const previous = messages[i - 1];
              const newDay = !previous || dayKey(previous.created_at, timeZone) !== dayKey(message.created_at, timeZone);
              const continued =
                !newDay &&
                previous !== undefined &&
                previous.sender_id === message.sender_id &&
                previous.deleted_at === null &&
                message.reply_preview === null &&
                message !== firstUnread &&
                Date.parse(message.created_at) - Date.parse(previous.created_at) < GROUP_WINDOW_MS;
              const quoted = message.reply_preview ? people.personFor(message.reply_preview.sender_id) : null;
              return (
                <Fragment key={message.id}>
                  {newDay && <DayDivider label={dayLabel(message.created_at, timeZone)} />}
                  {message === firstUnread && <UnreadDivider />}
                  <MessageItem
                    message={message}
                    sender={senderOf(message, people)}
                    quotedColor={quoted?.chat_color ?? null}
                    me={me}
                    timeZone={timeZone}
                    continued={continued}
                    fresh={fresh.has(message.id)}
                    focused={focusedId === message.id}
                    onReply={onReply}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onJump={jumpTo}
                    moderation={moderation}
                  />
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>

      {newBelow && (
        <Button size="sm" className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-lg" onClick={scrollToBottom}>
          <ArrowDown aria-hidden />
          Nye meldinger
        </Button>
      )}
    </div>
  );
}

function DayDivider({ label }: { label: string }) {
  return (
    <li className="pointer-events-none sticky top-0 z-10 flex justify-center py-2">
      <span className="rounded-full border bg-background/95 px-3 py-0.5 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur">{label}</span>
    </li>
  );
}

function UnreadDivider() {
  return (
    <li className="my-2 flex items-center gap-3 px-4">
      <span aria-hidden className="h-px flex-1 bg-red-500/60" />
      <span className="text-xs font-semibold uppercase tracking-wider text-red-600 dark:text-red-400">Nye meldinger</span>
      <span aria-hidden className="h-px flex-1 bg-red-500/60" />
    </li>
  );
}
