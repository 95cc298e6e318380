import type { ErrorReport } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import * as repo from './system.repository';

/** The health check's database probe and the store of the browsers' error reports. */
export class SystemService {
  constructor(private readonly ctx: Pick<ServerContext, 'database'>) {}

  /** True when the database answers. */
  async databaseAnswers(): Promise<boolean> {
    try {
      await repo.pingDatabase(this.ctx.database);
      return true;
    } catch {
      return false;
    }
  }

  saveErrorReport(report: ErrorReport, from: { userId: string | null; userAgent: string | null }): Promise<string | undefined> {
    return repo.insertErrorReport(this.ctx.database.db, report, from);
  }
}
