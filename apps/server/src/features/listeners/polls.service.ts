import {
  LISTENER_POLL_EVENTS,
  LISTENER_STRINGS,
  type ListenerPoll,
  type PollInput,
  type PublicPoll,
} from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { peopleByIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import type { PollTally } from './poll-tally';
import * as repo from './polls.repository';

const OPTION_IDS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
const POLLS_SHOWN = 50;

/** A voter: a device on the web, a phone number by SMS. */
export type Voter = { kind: 'device'; id: string } | { kind: 'phone'; id: string };
const voterKey = (voter: Voter) => `${voter.kind}:${voter.id}`;

export class PollsService {
  /** A poll's question and alternatives never change after it is made: votes read them from here. */
  private readonly definitions = new Map<string, repo.PollRow>();
  /** Told of every change of a poll in this process (the listener page's snapshot drops its copy). */
  onChange: () => void = () => {};

  constructor(
    private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>,
    private readonly tally: PollTally,
  ) {}

  /** A change of polls, then (after commit, so nobody re-reads the old state) the listener page's snapshot is dropped. */
  private async changing<T>(fn: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.realtime.publisher.transaction(fn);
    } finally {
      this.onChange();
    }
  }

  private get db() {
    return this.ctx.database.db;
  }

  async list(): Promise<ListenerPoll[]> {
    return repo.pollsWithResults(this.db, await repo.latestPolls(this.db, POLLS_SHOWN));
  }

  async create(viewer: Viewer, input: PollInput, now: Date): Promise<ListenerPoll> {
    const options = input.options.map((label, i) => ({ id: OPTION_IDS[i] ?? String(i), label: label.trim() }));
    return this.changing(async (tx, publish) => {
      const id = await repo.insertPoll(tx, { question: input.question, options, createdBy: viewer.userId, createdAt: now });
      return this.announce(tx, publish, id);
    });
  }

  /** Opens a poll; the one open before it closes (one poll on air at a time). */
  async open(id: string, now: Date): Promise<ListenerPoll> {
    return this.changing(async (tx, publish) => {
      const poll = await this.existing(tx, id);
      if (poll.status === 'apen') return this.announce(tx, publish, id);
      if (poll.status === 'lukket') throw new ApiError(409, 'poll_closed', LISTENER_STRINGS.pollAlreadyClosed);
      const current = await repo.openPoll(tx);
      if (current) {
        await repo.setPollStatus(tx, current.id, 'lukket', now);
        await this.announce(tx, publish, current.id);
      }
      await repo.setPollStatus(tx, id, 'apen', now);
      return this.announce(tx, publish, id);
    });
  }

  async close(id: string, now: Date): Promise<ListenerPoll> {
    return this.changing(async (tx, publish) => {
      const poll = await this.existing(tx, id);
      if (poll.status !== 'lukket') await repo.setPollStatus(tx, id, 'lukket', now);
      return this.announce(tx, publish, id);
    });
  }

  async remove(id: string): Promise<void> {
    await this.changing(async (tx, publish) => {
      const poll = await this.existing(tx, id);
      if (poll.status === 'apen') throw new ApiError(409, 'poll_open', LISTENER_STRINGS.pollNotEditable);
      await repo.deletePoll(tx, id);
      await publish('listenerPolls', LISTENER_POLL_EVENTS.deleted, { id });
    });
    this.definitions.delete(id);
  }

  // ─── Listeners ─────────────────────────────────────────────────────────────

  /** The open poll, or null (the listener page's snapshot reads it once a second at most). */
  openPoll(): Promise<repo.PollRow | null> {
    return repo.openPoll(this.db);
  }

  /**
   * The open poll as this listener sees it: results only once they have voted. A device given its
   * cookie just now cannot have voted, so its vote is not looked up.
   */
  async publicView(poll: repo.PollRow, voter: Voter | null): Promise<PublicPoll> {
    return this.viewFor(poll, voter ? await repo.voteOf(this.db, poll.id, voterKey(voter)) : null);
  }

  /**
   * One vote per listener per poll, counted once (the table's key), recorded only while the poll is
   * open (checked in the same statement, so a vote racing the close is either in or refused).
   */
  async vote(pollId: string, optionId: string, voter: Voter, source: 'web' | 'sms', now: Date): Promise<PublicPoll> {
    const poll = await this.definition(pollId);
    if (!poll) throw new ApiError(409, 'poll_not_open', LISTENER_STRINGS.pollNotOpen);
    if (!poll.options.some((o) => o.id === optionId)) throw new ApiError(400, 'invalid_input', LISTENER_STRINGS.pollOptionUnknown);
    const taken = await repo.insertVoteIfOpen(this.db, { pollId, voter: voterKey(voter), optionId, source, createdAt: now });
    if (!taken) {
      const current = await repo.findPoll(this.db, pollId);
      if (current?.status !== 'apen') throw new ApiError(409, 'poll_not_open', LISTENER_STRINGS.pollNotOpen);
      throw new ApiError(409, 'already_voted', LISTENER_STRINGS.alreadyVoted);
    }
    const votedAt = Date.now();
    this.tally.bump(pollId);
    return this.viewFor(poll, optionId, votedAt);
  }

  /** An SMS "SVAR B": the open poll's option by letter or number; null when it names none. */
  async optionForSms(answer: string): Promise<{ pollId: string; optionId: string } | null> {
    const poll = await repo.openPoll(this.db);
    if (!poll) return null;
    const token = answer.trim().toLowerCase();
    const byNumber = /^\d$/.test(token) ? poll.options[Number(token) - 1] : undefined;
    const option = byNumber ?? poll.options.find((o) => o.id === token);
    return option ? { pollId: poll.id, optionId: option.id } : null;
  }

  private async viewFor(poll: repo.PollRow, votedOptionId: string | null, votedAt = 0): Promise<PublicPoll> {
    const base = { id: poll.id, question: poll.question, options: poll.options.map((o) => ({ id: o.id, label: o.label })), voted_option_id: votedOptionId };
    if (!votedOptionId) return { ...base, results: null, total_votes: null };
    const { at, tally } = await this.tally.counts(poll.id);
    // The listener's own vote is in the result they see, even when the counts were read just before it.
    const own = at < votedAt ? 1 : 0;
    const results = poll.options.map((o) => ({ option_id: o.id, votes: (tally.get(o.id) ?? 0) + (o.id === votedOptionId ? own : 0) }));
    return { ...base, results, total_votes: results.reduce((sum, r) => sum + r.votes, 0) };
  }

  private async definition(id: string): Promise<repo.PollRow | null> {
    const known = this.definitions.get(id);
    if (known) return known;
    const row = await repo.findPoll(this.db, id);
    if (row) this.definitions.set(id, row);
    return row;
  }

  private async existing(db: DbOrTx, id: string): Promise<repo.PollRow> {
    const poll = await repo.findPoll(db, id);
    if (!poll) throw new ApiError(404, 'not_found', LISTENER_STRINGS.pollNotFound);
    return poll;
  }

  private async announce(tx: Tx, publish: Publish, id: string): Promise<ListenerPoll> {
    const row = await this.existing(tx, id);
    const counts = await repo.tallies(tx, [id]);
    const poll = repo.toPoll(row, counts.get(id) ?? new Map(), await peopleByIds(tx, [row.createdBy]));
    await publish('listenerPolls', LISTENER_POLL_EVENTS.changed, { poll });
    return poll;
  }
}
