import type { ErrorReport } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import * as repo from './system.repository';

/** A probe answer this recent is the health check's answer; older, the check waits for a new probe. */
const PROBE_FRESH_MS = 2000;
/** A probe this old is refreshed in the background while its answer is still given. */
const PROBE_REFRESH_MS = 500;

/** The health check's database probe and the store of the browsers' error reports. */
export class SystemService {
  private lastProbe: { at: number; ok: boolean } | null = null;
  private probing: Promise<boolean> | null = null;

  constructor(private readonly ctx: Pick<ServerContext, 'database'>) {}

  /**
   * True when the database answered within the last 2 s. A listener storm queues every query on
   * the embedded database for a few hundred ms; the health check must not wait in that queue (a
   * proxy would take the server out of service in the middle of a call to action), so it gives the
   * last probe's answer and starts the next one. A database that stops answering makes the probe
   * hang or fail, and within two seconds the check waits on it or says so.
   */
  async databaseAnswers(): Promise<boolean> {
    const last = this.lastProbe;
    const age = last ? Date.now() - last.at : Infinity;
    if (last && age < PROBE_FRESH_MS) {
      if (age >= PROBE_REFRESH_MS) void this.probe();
      return last.ok;
    }
    return this.probe();
  }

  /** One probe at a time; its answer and time are kept for the checks that follow. */
  private probe(): Promise<boolean> {
    this.probing ??= repo
      .pingDatabase(this.ctx.database)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        this.lastProbe = { at: Date.now(), ok };
        this.probing = null;
        return ok;
      });
    return this.probing;
  }

  saveErrorReport(report: ErrorReport, from: { userId: string | null; userAgent: string | null }): Promise<string | undefined> {
    return repo.insertErrorReport(this.ctx.database.db, report, from);
  }
}
