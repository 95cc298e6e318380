import { enqueue } from '@/lib/offline/outbox';
import { clockKeys } from './api';

/**
 * Marking a clock element sent (or undoing it) offline waits in the outbox. A mark carries the
 * moment it was clicked as its as-run time, so sending it later records when it really went on
 * air; marking is idempotent on the server (the same state twice changes nothing).
 */
export const CLOCK_MARK_OUTBOX_KIND = 'clocks.mark';

export function queueClockMark(userId: string, element: { id: string; title: string }, sent: boolean) {
  return enqueue({
    userId,
    kind: CLOCK_MARK_OUTBOX_KIND,
    method: 'POST',
    path: '/api/rpc/mark_clock_element_sent',
    body: sent ? { element_id: element.id, sent, sent_at: new Date().toISOString() } : { element_id: element.id, sent },
    meta: { element_id: element.id, sent: String(sent), label: `«${element.title}» ble ikke markert:` },
    invalidate: [clockKeys.days],
  });
}
