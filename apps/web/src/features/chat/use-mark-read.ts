import { useCallback, useEffect, useRef } from 'react';
import type { ChatMessage } from '@studioportal/shared';
import { useMarkRead } from './api';

/** Coalesces a burst of arrivals (or a scroll) into one read-cursor update. */
const MARK_READ_DELAY_MS = 250;

/**
 * Moves this person's read cursor to the newest message while they can actually see it: the tab
 * is visible and the list is scrolled to the bottom. Returns `check`, to call after scrolling.
 * Leaving the conversation right away still counts: a pending update is sent on the way out.
 */
export function useMarkReadOnView(conversation: string, messages: readonly ChatMessage[], lastRead: number, isAtBottom: () => boolean) {
  const { mutate: markRead } = useMarkRead();
  const sent = useRef(lastRead);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flushRef = useRef<() => void>(() => {});
  const newest = messages.at(-1)?.position ?? 0;

  useEffect(() => {
    sent.current = Math.max(sent.current, lastRead);
  }, [lastRead]);

  const flush = useCallback(() => {
    timer.current = undefined;
    if (document.visibilityState !== 'visible' || !isAtBottom() || newest <= sent.current) return;
    sent.current = newest;
    markRead({ conversation, position: newest });
  }, [conversation, newest, isAtBottom, markRead]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const check = useCallback(() => {
    clearTimeout(timer.current);
    if (newest <= sent.current) return;
    timer.current = setTimeout(flush, MARK_READ_DELAY_MS);
  }, [newest, flush]);

  useEffect(() => {
    check();
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [check]);

  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      flushRef.current();
    },
    [],
  );

  return check;
}
