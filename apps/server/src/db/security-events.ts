import type { SecurityEventType } from '@studioportal/shared';
import type { DbOrTx } from './client';
import { securityEvents } from './schema';

/**
 * Appends to the security log (`security_events`). Sign-in, two-factor, sessions, account approval
 * and chat moderation all write it, usually inside the transaction of the change they record.
 */
export async function recordSecurityEvent(
  db: DbOrTx,
  event: { type: SecurityEventType; actorId?: string | null; targetId?: string | null; ip?: string | null; details?: Record<string, unknown> },
) {
  await db.insert(securityEvents).values({
    type: event.type,
    actorId: event.actorId ?? null,
    targetId: event.targetId ?? null,
    ip: event.ip ?? null,
    details: event.details ?? {},
  });
}
