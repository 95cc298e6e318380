import type { SecurityEventType } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { securityEvents } from '../../db/schema';

export type { SecurityEventType };

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
