import type { ErrorReport } from '@studioportal/shared';
import type { Database, DbOrTx } from '../../db/client';
import { errorReports } from '../../db/schema';

/** One round trip to the database; throws when it does not answer. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.query('SELECT 1');
}

/** Stores a browser's error report; answers its id. */
export async function insertErrorReport(
  db: DbOrTx,
  report: ErrorReport,
  from: { userId: string | null; userAgent: string | null },
): Promise<string | undefined> {
  const [row] = await db
    .insert(errorReports)
    .values({
      errorId: report.errorId,
      userId: from.userId,
      name: report.error.name ?? null,
      message: report.error.message,
      stack: report.error.stack ?? null,
      componentStack: report.errorInfo?.componentStack ?? null,
      url: report.url,
      clientTimestamp: report.timestamp,
      userAgent: from.userAgent,
    })
    .returning({ id: errorReports.id });
  return row?.id;
}
