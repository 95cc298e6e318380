import type { ListenerLive, MusicRequestRules } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { liveStatus } from '../on-air';
import type { LivePart } from './kit';
import type { PollRow } from './polls.repository';
import type { PollsService } from './polls.service';
import type { RequestsService } from './requests.service';

/** How long the listener page's shared answer is kept: "Stem nå!" sends thousands to the page in a second. */
const SNAPSHOT_MS = 1000;

export interface Snapshot {
  onAir: boolean;
  show: { id: string; title: string } | null;
  poll: PollRow | null;
  rules: MusicRequestRules;
  mindReader: ListenerLive['mind_reader'];
  competitions: ListenerLive['competitions'];
}

/**
 * What every listener's page asks first and is the same for all of them — ON AIR, the show, the
 * open poll, the request rules — read at most once a second instead of once a visitor. Changes made
 * in this process drop it at once; ON AIR switched elsewhere shows within the second. Writes never
 * trust it: sends check ON AIR and votes check the poll themselves.
 */
export class LiveSnapshot {
  private cached: { at: number; value: Promise<Snapshot> } | null = null;

  constructor(
    private readonly ctx: Pick<ServerContext, 'database'>,
    private readonly polls: PollsService,
    private readonly requests: RequestsService,
    private readonly parts: readonly LivePart[] = [],
  ) {}

  get(now: Date): Promise<Snapshot> {
    const t = Date.now();
    if (this.cached && t - this.cached.at < SNAPSHOT_MS) return this.cached.value;
    const value = this.read(now);
    this.cached = { at: t, value };
    value.catch(() => (this.cached = null));
    return value;
  }

  drop(): void {
    this.cached = null;
  }

  private async read(now: Date): Promise<Snapshot> {
    const [{ onAir, show }, poll, rules, ...parts] = await Promise.all([
      liveStatus(this.ctx.database.db, now),
      this.polls.openPoll(),
      this.requests.rules(),
      ...this.parts.map((part) => part(now)),
    ]);
    const extra = Object.assign({}, ...parts) as Partial<Pick<ListenerLive, 'mind_reader' | 'competitions'>>;
    return { onAir, show, poll, rules, mindReader: extra.mind_reader ?? null, competitions: extra.competitions ?? [] };
  }
}
