import { useEffect, useRef } from 'react';
import { PRESENCE_EVENTS, PRESENCE_TRACK_DELAY_MS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { setPresenceUsers } from './presence-store';
import { trackPresence } from './track';

/**
 * Mounted once for approved users (app/realtime-lifecycle). Subscribes to the presence channel for
 * the whole session — so "Pålogget nå" is right on every page — and, for roles that may publish
 * presence (spec section 6), announces this user 2 s after each (re)subscribe.
 */
export function PresenceTracker({ publish }: { publish: boolean }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const publishRef = useRef(publish);
  useEffect(() => {
    publishRef.current = publish;
  });

  useChannelEvents(
    'presence',
    { [PRESENCE_EVENTS.sync]: ({ users }) => setPresenceUsers(users) },
    {
      onSubscribed: () => {
        clearTimeout(timer.current);
        if (!publishRef.current) return;
        // The delay lets the page settle (and avoids flicker in others' lists on quick reloads).
        timer.current = setTimeout(() => void trackPresence(), PRESENCE_TRACK_DELAY_MS);
      },
    },
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      setPresenceUsers(null);
    },
    [],
  );

  return null;
}
