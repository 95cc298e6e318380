import { useCallback, useEffect, useState } from 'react';
import {
  CLOCK_EVENTS,
  CLOCK_SOCKET_EVENTS,
  type ClockEditor,
} from '@studioportal/shared';
import { emitWithAck, useChannelEvents } from '@/lib/realtime';

const ACK_TIMEOUT_MS = 5000;

/**
 * Who has which template open (ephemeral). With `announceTemplateId` set, this screen tells the
 * others it is editing that template, again after every reconnect, and stops when it unmounts.
 */
export function useTemplateEditors(announceTemplateId: string | null): ClockEditor[] {
  const [editors, setEditors] = useState<ClockEditor[]>([]);

  const announce = useCallback((templateId: string | null) => {
    emitWithAck('main', CLOCK_SOCKET_EVENTS.editing, { template_id: templateId }, ACK_TIMEOUT_MS)
      .then((ack) => {
        if (ack.ok) setEditors(ack.editors);
      })
      // Offline: the list is simply not shown until the connection is back (onSubscribed).
      .catch(() => undefined);
  }, []);

  useChannelEvents('clockTemplates', { [CLOCK_EVENTS.editorsChanged]: ({ editors }) => setEditors(editors) }, { onSubscribed: () => announce(announceTemplateId) });

  useEffect(() => {
    announce(announceTemplateId);
    if (!announceTemplateId) return;
    return () => announce(null);
  }, [announce, announceTemplateId]);

  return editors;
}
