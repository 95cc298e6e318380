import { useEffect, useRef } from 'react';
import { CHANNELS, PRESENCE_EVENTS, PRESENCE_TRACK_DELAY_MS, presenceEntrySchema } from '@studioportal/shared';
import { z } from 'zod';
import { logger } from '@/lib/logger';
import { useChannel } from '@/lib/realtime';
import { setPresenceUsers } from './presence-store';
import { trackPresence } from './track';

const syncPayloadSchema = z.object({ users: z.array(presenceEntrySchema) });

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

  useChannel(
    CHANNELS.presence.name,
    (event) => {
      if (event.type !== PRESENCE_EVENTS.sync) return;
      const parsed = syncPayloadSchema.safeParse(event.payload);
      if (parsed.success) setPresenceUsers(parsed.data.users);
      else logger.warn('Ugyldig presence.sync fra serveren', parsed.error.issues);
    },
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
