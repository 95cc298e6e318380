import type { ListenerPoll, ListenerPollTally } from '@studioportal/shared';

/**
 * The poll list in the cache, kept current from the listener-polls channel. `changed` and
 * `deleted` are durable (sequenced, replayed after a reconnect) and replace what we had; a
 * `tally` is ephemeral (no sequence number, coalesced by the server to at most two a second) and
 * may cross a fetch that was answered earlier or later. Votes only ever grow while a poll is
 * open, so for a tally the higher count is the newer one and is kept.
 */

const newestFirst = (a: ListenerPoll, b: ListenerPoll) => b.created_at.localeCompare(a.created_at);

/**
 * A changed or created poll: replaces ours, or joins the list in its place (newest first). A list
 * not fetched yet stays unfetched (one poll is not the list; the fetch brings them all).
 */
export function upsertPoll(polls: readonly ListenerPoll[] | undefined, poll: ListenerPoll): ListenerPoll[] | undefined {
  if (!polls) return polls;
  const others = polls.filter((p) => p.id !== poll.id);
  return [...others, poll].sort(newestFirst);
}

export function removePoll(polls: readonly ListenerPoll[] | undefined, id: string): ListenerPoll[] | undefined {
  if (!polls) return polls;
  return polls.some((p) => p.id === id) ? polls.filter((p) => p.id !== id) : (polls as ListenerPoll[]);
}

/**
 * A live tally merged into its poll. The same array comes back when nothing changed (an unknown
 * poll, or counts we already had), so the screens do not render for nothing.
 */
export function applyTally(polls: readonly ListenerPoll[] | undefined, tally: ListenerPollTally): ListenerPoll[] | undefined {
  if (!polls) return polls;
  let changed = false;
  const next = polls.map((poll) => {
    if (poll.id !== tally.poll_id) return poll;
    const votes = new Map(tally.options.map((o) => [o.option_id, o.votes]));
    const options = poll.options.map((option) => {
      const counted = votes.get(option.option_id);
      return counted !== undefined && counted > option.votes ? { ...option, votes: counted } : option;
    });
    const total = Math.max(poll.total_votes, tally.total_votes);
    if (total === poll.total_votes && options.every((o, i) => o === poll.options[i])) return poll;
    changed = true;
    return { ...poll, options, total_votes: total };
  });
  return changed ? next : (polls as ListenerPoll[]);
}

/** What a studio display shows: the open poll, else the last one closed, else nothing. */
export function featuredPoll(polls: readonly ListenerPoll[] | undefined): ListenerPoll | null {
  if (!polls) return null;
  const open = polls.find((p) => p.status === 'apen');
  if (open) return open;
  const closed = polls.filter((p) => p.status === 'lukket');
  const when = (p: ListenerPoll) => p.closed_at ?? p.created_at;
  return closed.sort((a, b) => when(b).localeCompare(when(a)))[0] ?? null;
}

export interface PollBar {
  option_id: string;
  label: string;
  votes: number;
  /** Whole percent; the bars of a poll add up to exactly 100 (largest remainder). */
  percent: number;
  /** Share of all votes, 0–1, unrounded: the bar's length. */
  share: number;
  /** Has the most votes (ties share it); never with no votes. */
  leading: boolean;
}

/**
 * The bars of a histogram. Percentages are rounded by largest remainder, so "33 %, 33 %, 33 %"
 * never shows for three equal thirds but "34 %, 33 %, 33 %", and a studio reading them out never
 * sums to 99 or 101.
 */
export function pollBars(options: ListenerPoll['options']): PollBar[] {
  const sum = options.reduce((n, o) => n + o.votes, 0);
  const max = Math.max(0, ...options.map((o) => o.votes));
  if (sum === 0) return options.map((o) => ({ option_id: o.option_id, label: o.label, votes: 0, percent: 0, share: 0, leading: false }));
  const exact = options.map((o) => (o.votes * 100) / sum);
  const percent = exact.map(Math.floor);
  let left = 100 - percent.reduce((n, p) => n + p, 0);
  // Hand the missing points to the largest remainders (earlier option first on a tie).
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    percent[i]! += 1;
    left -= 1;
  }
  return options.map((o, i) => ({
    option_id: o.option_id,
    label: o.label,
    votes: o.votes,
    percent: percent[i]!,
    share: o.votes / sum,
    leading: o.votes === max,
  }));
}
