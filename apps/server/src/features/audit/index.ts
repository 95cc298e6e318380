import type { UserModerationAction } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { insertAudit, insertModeration, lastOf, type AuditInput } from './audit.repository';

export type { AuditInput } from './audit.repository';

/**
 * Appends one row to the audit log. Call it with the transaction of the change it records, so the
 * change and its audit row are stored together or not at all.
 */
export function recordAudit(tx: DbOrTx, entry: AuditInput): Promise<void> {
  return insertAudit(tx, entry);
}

/** A line in a person's moderation history (Brukere → Moderering), beside its audit row. */
export function recordModeration(
  tx: DbOrTx,
  entry: { userId: string; action: UserModerationAction; reason: string | null; byId: string | null; until?: Date | null },
): Promise<void> {
  return insertModeration(tx, entry);
}

/** When the last backup was downloaded from /enterprise, and by whom. */
export function lastBackup(db: DbOrTx) {
  return lastOf(db, 'station.backup_downloaded');
}
