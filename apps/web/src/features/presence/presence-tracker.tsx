import { useEffect, useRef } from 'react';
import { PRESENCE_EVENTS, PRESENCE_TRACK_DELAY_MS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { expectSelfInPresence, setPresenceUsers, stopExpectingSelf } from './presence-store';
import { trackPresence } from './track';

/** After the server accepted our announcement, how long to wait for the list that includes us. */
export const SELF_IN_LIST_GRACE_MS = 3000;

/**
 * Mounted once for approved users (app/realtime-lifecycle). Subscribes to the presence channel for
 * the whole session — so "Pålogget nå" is right on every page — and, for roles that may publish
 * presence (spec section 6), announces this user 2 s after each (re)subscribe. Until that
 * announcement is answered the lists without this user are held back (presence-store), so the
 * dashboard never says "Ingen er pålogget" while its own reader is about to appear.
 */
export function PresenceTracker({ publish, selfId }: { publish: boolean; selfId: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const grace = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ publish, selfId });
  useEffect(() => {
    latest.current = { publish, selfId };
  });

  useChannelEvents(
    'presence',
    { [PRESENCE_EVENTS.sync]: ({ users }) => setPresenceUsers(users) },
    {
      onSubscribed: () => {
        clearTimeout(timer.current);
        clearTimeout(grace.current);
        if (!latest.current.publish) return;
        expectSelfInPresence(latest.current.selfId);
        // The delay lets the page settle (and avoids flicker in others' lists on quick reloads).
        timer.current = setTimeout(() => {
          void trackPresence().then((accepted) => {
            if (!accepted) stopExpectingSelf();
            else grace.current = setTimeout(stopExpectingSelf, SELF_IN_LIST_GRACE_MS);
          });
        }, PRESENCE_TRACK_DELAY_MS);
      },
    },
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(grace.current);
      setPresenceUsers(null);
    },
    [],
  );

  return null;
}
