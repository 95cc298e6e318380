import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionDetail } from '@studioportal/shared';
import { entriesHash, pickIndex, selectEligible, type DrawEntry } from '../src/features/sponsors/draw-rules';
import { DB_KINDS, startServer, type TestServer } from './harness';
import { podcastTeam } from './podcast-helpers';

/**
 * The draw's fairness: the pick itself is uniform (a chi-square test over many draws), and full
 * draws through the API on small competitions let every valid entry win and never an invalid one.
 */

/** χ² critical value at p = 0.999 for 19 degrees of freedom: a fair pick exceeds it once in a thousand runs. */
const CHI2_19_0999 = 43.82;
/** The same for 2 degrees of freedom. */
const CHI2_2_0999 = 13.82;

function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
}

describe('the pick', () => {
  it('is uniform over 20 entries across 40,000 draws', () => {
    const entries = 20;
    const draws = 40_000;
    const counts = new Array<number>(entries).fill(0);
    let outside = 0;
    for (let i = 0; i < draws; i++) {
      const index = pickIndex(entries);
      if (Number.isInteger(index) && index >= 0 && index < entries) counts[index]!++;
      else outside++;
    }
    expect(outside).toBe(0);
    expect(chiSquare(counts, draws / entries)).toBeLessThan(CHI2_19_0999);
  });

  it('hashes the eligible list in arrival order (ties by id) and names the reason an entry is left out', () => {
    const at = (s: number) => new Date(Date.UTC(2025, 0, 6, 7, 0, s));
    const entry = (id: string, s: number, over: Partial<DrawEntry> = {}): DrawEntry => ({
      id,
      name: `Lytter ${id}`,
      participantKey: `phone:+47900000${id}`,
      phone: `+47900000${id}`,
      receivedAt: at(s),
      late: false,
      invalidReason: null,
      ...over,
    });
    const selection = selectEligible(
      [entry('b2', 2), entry('a1', 1), entry('c3', 2), entry('d4', 3, { invalidReason: 'Juks' }), entry('e5', 4, { late: true }), entry('f6', 5), entry('g7', 6)],
      { excludeDays: 30, recentWinners: [{ participantKey: 'device:x', phone: '+47900000f6' }], earlierWinnerEntryIds: new Set(['g7']) },
    );
    expect(selection.eligible.map((e) => e.id)).toEqual(['a1', 'b2', 'c3']);
    expect(selection.total).toBe(6);
    expect(selection.excluded.map((e) => [e.entry_id, e.reason])).toEqual([
      ['d4', 'Ugyldig: Juks'],
      ['f6', 'Vant en konkurranse de siste 30 dagene'],
      ['g7', 'Vant en tidligere trekning i denne konkurransen'],
    ]);
    expect(selection.late.map((e) => e.entry_id)).toEqual(['e5']);
    expect(entriesHash(['a1', 'b2', 'c3'])).toBe(createHash('sha256').update('a1\nb2\nc3').digest('hex'));
  });
});

describe.each(DB_KINDS)('full draws (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets every valid entry win across 200 small competitions, and never an invalid or late one', { timeout: 240_000 }, async () => {
    const { host } = await podcastTeam(server);
    const sponsor = (await host.post('/api/sponsors', { name: 'Joker Nord', mention_script: 'Morgenshowet presenteres av Joker Nord.' })).body.sponsor;
    const rounds = 200;
    // Closed competitions of three valid entries, one invalidated and one late, written straight into the tables.
    const ids = await server.database.query<{ id: string }>(
      `INSERT INTO sponsor_competitions (sponsor_id, title, prize, rules_text, channels, opens_at, closes_at, exclude_days)
       SELECT $1, 'Trekning ' || g, 'Kaffekopp', 'Én vinner', ARRAY['phone'], now() - interval '2 hours', now() - interval '1 hour', 0
       FROM generate_series(1, ${rounds}) g RETURNING id`,
      [sponsor.id],
    );
    await server.database.query(
      `INSERT INTO competition_entries (competition_id, channel, participant_key, name, phone, received_at, late, invalid_reason)
       SELECT c.id, 'phone', 'phone:+479000000' || p, 'Deltaker ' || p, '+479000000' || p,
              now() - interval '90 minutes' + p * interval '1 second', p = 5, CASE WHEN p = 4 THEN 'Ringte to ganger' END
       FROM sponsor_competitions c CROSS JOIN generate_series(1, 5) p
       WHERE c.sponsor_id = $1`,
      [sponsor.id],
    );
    expect(ids).toHaveLength(rounds);

    const wins = new Map<string, number>();
    for (const { id } of ids) {
      const res = await host.post(`/api/sponsors/competitions/${id}/draw`);
      expect(res.status).toBe(201);
      const { draw } = res.body as { draw: CompetitionDetail['draws'][number] };
      expect(draw).toMatchObject({ total_entries: 4, valid_entries: 3 });
      expect(draw.late).toHaveLength(1);
      wins.set(draw.winner_name, (wins.get(draw.winner_name) ?? 0) + 1);
    }

    expect([...wins.keys()].sort()).toEqual(['Deltaker 1', 'Deltaker 2', 'Deltaker 3']);
    const counts = ['Deltaker 1', 'Deltaker 2', 'Deltaker 3'].map((name) => wins.get(name) ?? 0);
    expect(chiSquare(counts, rounds / 3)).toBeLessThan(CHI2_2_0999);
  });
});
