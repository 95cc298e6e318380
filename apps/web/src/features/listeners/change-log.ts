import type { ListenerMessage } from '@studioportal/shared';
import { stateOf, type KnownState, type ListenerChange } from './listener-cache';

/**
 * The tab's record of live changes, in arrival order, and of the last known state of each
 * message. Every change is stamped with what was known just before it, so a cache that never
 * held the message (a filtered list, the summary) can still count a status move. Numbered
 * entries let each cache apply exactly the changes it has not seen, and let an answer that was
 * under way catch up with what arrived meanwhile.
 */
export class ChangeLog {
  private readonly known = new Map<string, KnownState>();
  private entries: { n: number; change: ListenerChange }[] = [];
  private counter = 0;

  constructor(private readonly limits = { entries: 5000, known: 20_000 }) {}

  /** Number of the latest change; a cache marked with it has seen everything. */
  get head(): number {
    return this.counter;
  }

  /** A change arrived (an event or our own answer): stamp it and learn it. */
  receive(kind: ListenerChange['kind'], message: ListenerMessage): ListenerChange {
    const change: ListenerChange = { kind, message, previous: this.known.get(message.id) ?? null };
    this.learn([message]);
    this.entries.push({ n: ++this.counter, change });
    if (this.entries.length > this.limits.entries) this.entries = this.entries.slice(-this.limits.entries);
    return change;
  }

  /** Rows from a server answer; never overrides newer knowledge (an answer overtaken by an event). */
  learn(messages: readonly ListenerMessage[]): void {
    for (const message of messages) {
      const state = stateOf(message);
      const current = this.known.get(message.id);
      if (current && current.version > state.version) continue;
      // Re-inserted so the map's order is by last use and the oldest entry goes first.
      this.known.delete(message.id);
      this.known.set(message.id, state);
      if (this.known.size > this.limits.known) this.known.delete(this.known.keys().next().value!);
    }
  }

  /** The changes after `mark`, or null when some of them were already dropped (fetch again). */
  since(mark: number): ListenerChange[] | null {
    if (mark >= this.counter) return [];
    const oldest = this.entries[0]?.n;
    if (oldest === undefined || mark + 1 < oldest) return null;
    return this.entries.slice(mark + 1 - oldest).map((e) => e.change);
  }
}
