import { LISTENER_LIMITS, LISTENER_POLL_EVENTS } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { tallies, type Tally } from './polls.repository';

/**
 * The live result of a vote storm: votes are counted in the database, and staff screens get the
 * poll's totals at most once a tick (LISTENER_LIMITS.tallyIntervalMs), however many votes arrive —
 * 5,000 votes in ten seconds are twenty updates, not 5,000. Each tick reads the counts from the
 * database, so with several processes every update is the whole truth, not this process's share.
 * Listeners' answers use the last counts read (at most one tick old).
 */
export class PollTally {
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private readonly cache = new Map<string, { at: number; tally: Promise<Tally> }>();
  private closed = false;

  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  /** A vote was taken: the next tick publishes the poll's totals. */
  bump(pollId: string): void {
    this.dirty.add(pollId);
    if (!this.timer && !this.closed) this.timer = setTimeout(() => void this.flush(), LISTENER_LIMITS.tallyIntervalMs);
  }

  /**
   * Counts per option, read at most once a tick per poll, and when they were read (ms): a vote
   * taken after that is not in them yet.
   */
  async counts(pollId: string): Promise<{ at: number; tally: Tally }> {
    const now = Date.now();
    const cached = this.cache.get(pollId);
    if (cached && now - cached.at < LISTENER_LIMITS.tallyIntervalMs) return { at: cached.at, tally: await cached.tally };
    const tally = tallies(this.ctx.database.db, [pollId]).then((all) => all.get(pollId) ?? new Map<string, number>());
    this.cache.set(pollId, { at: now, tally });
    tally.catch(() => this.cache.delete(pollId));
    return { at: now, tally: await tally };
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const ids = [...this.dirty];
    this.dirty.clear();
    if (ids.length === 0 || this.closed) return;
    try {
      const readAt = Date.now();
      const all = await tallies(this.ctx.database.db, ids);
      for (const [pollId, tally] of all) {
        this.cache.set(pollId, { at: readAt, tally: Promise.resolve(tally) });
        const options = [...tally].map(([option_id, votes]) => ({ option_id, votes }));
        this.ctx.realtime.publisher.emitEphemeral('listenerPolls', LISTENER_POLL_EVENTS.tally, {
          poll_id: pollId,
          options,
          total_votes: options.reduce((sum, o) => sum + o.votes, 0),
        });
      }
    } catch {
      // The database is away (shutting down); the next vote schedules another tick.
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
