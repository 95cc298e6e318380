/**
 * Per-channel health for the developer tools (spec section 9: entries expire after 5 min). Each
 * channel remembers its last subscription status, when an event last arrived and how many came;
 * a channel nobody has touched for 5 minutes drops out, so the list shows what is live now.
 */
export const CHANNEL_HEALTH_TTL_MS = 5 * 60_000;

export interface ChannelHealthEntry {
  channel: string;
  status: string;
  events: number;
  errors: number;
  lastEventAt: number | null;
  updatedAt: number;
}

const entries = new Map<string, ChannelHealthEntry>();

function entryFor(channel: string, now: number): ChannelHealthEntry {
  let entry = entries.get(channel);
  if (!entry) {
    entry = { channel, status: 'idle', events: 0, errors: 0, lastEventAt: null, updatedAt: now };
    entries.set(channel, entry);
  }
  return entry;
}

export function recordChannelStatus(channel: string, status: string, now: number = Date.now()): void {
  const entry = entryFor(channel, now);
  entry.status = status;
  if (status === 'error') entry.errors += 1;
  entry.updatedAt = now;
}

export function recordChannelEvent(channel: string, now: number = Date.now()): void {
  const entry = entryFor(channel, now);
  entry.events += 1;
  entry.lastEventAt = now;
  entry.updatedAt = now;
}

/** Current entries, oldest activity dropped: anything not updated within 5 min is removed. */
export function getChannelHealth(now: number = Date.now()): ChannelHealthEntry[] {
  for (const [channel, entry] of entries) if (now - entry.updatedAt > CHANNEL_HEALTH_TTL_MS) entries.delete(channel);
  return [...entries.values()].map((entry) => ({ ...entry })).sort((a, b) => a.channel.localeCompare(b.channel));
}

export function clearChannelHealth(): void {
  entries.clear();
}
