import { useEffect, useRef } from 'react';
import type { QuizPlayState } from '@studioportal/shared';
import { announce } from '@/lib/a11y';
import { announcementFor, announcementKey } from './announcement';
import type { PlayView, Verdict } from './play-view';

/**
 * Says what changed through the app's polite live region (lib/a11y announce): once per view and
 * question, never as the seconds tick or the answer count moves.
 */
export function useAnnouncement(view: PlayView, state: QuizPlayState, verdict: Verdict | null) {
  const key = announcementKey(view, state);
  const latest = useRef({ view, state, verdict });
  const previousView = useRef<PlayView | null>(null);
  useEffect(() => {
    latest.current = { view, state, verdict };
  });
  useEffect(() => {
    const now = latest.current;
    announce(announcementFor(now.view, now.state, now.verdict, previousView.current));
    previousView.current = now.view;
  }, [key]);
}
