import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  AUTOMATION_EVENTS,
  AUTOMATION_STRINGS as S,
  CHANNELS,
  occurrencesBetween,
  nextOccurrence,
  SOCKET_EVENTS,
  type AutomationAction,
  type AutomationActionInput,
  type AutomationRun,
  type ChannelEvent,
} from '@studioportal/shared';
import { rowsOf } from '../src/db/rows';
import { AUTOMATION_QUEUE, occurrenceKey } from '../src/features/automation/action-runner';
import { Client, DB_KINDS, nextEvent, startServer, startServersOnPostgres, subscribedTo, type TestServer } from './harness';
import { eventually } from './content-fixtures';
import { podcastTeam } from './podcast-helpers';

/**
 * Scheduled actions (docs/automation-api.md): a staff message, an Akutt and a studio display
 * message fire at their instant in the sender's name; each occurrence runs once, also with two
 * servers on one PostgreSQL and when the process running it dies; a failed run says why and
 * "Prøv igjen" runs it; validation and the live channel.
 */

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

const input = (over: Partial<AutomationActionInput> = {}): AutomationActionInput => ({
  name: 'Morgenmøte',
  kind: 'staff_message',
  text: 'Morgenmøtet begynner om fem minutter i møterommet.',
  schedule: { type: 'once', at: soon(1500) },
  ...over,
});

async function create(client: Client, body: AutomationActionInput): Promise<AutomationAction> {
  const res = await client.post('/api/automation/actions', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.action as AutomationAction;
}

async function runsOf(client: Client, id: string): Promise<AutomationRun[]> {
  return (await client.get(`/api/automation/actions/${id}/runs`)).body.runs as AutomationRun[];
}

const finished = (client: Client, id: string, status: 'done' | 'failed' = 'done') =>
  eventually(
    () => runsOf(client, id),
    (runs) => runs.some((r) => r.status === status),
  );

function automationEvent(socket: Socket, type: string) {
  return nextEvent<ChannelEvent<{ run: AutomationRun }>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.automation.name && e.type === type, 10_000);
}

describe('schedules in the station time zone', () => {
  it('daily and weekday times follow Oslo wall time, across DST', () => {
    // 2026-03-29 is the spring DST day: 07:30 Oslo is 05:30 UTC after, 06:30 UTC the day before.
    const from = new Date('2026-03-27T00:00:00Z');
    const to = new Date('2026-03-31T00:00:00Z');
    expect(occurrencesBetween({ type: 'daily', time: '07:30' }, from, to).map((d) => d.toISOString())).toEqual([
      '2026-03-27T06:30:00.000Z',
      '2026-03-28T06:30:00.000Z',
      '2026-03-29T05:30:00.000Z',
      '2026-03-30T05:30:00.000Z',
    ]);
    // Friday the 27th and Monday the 30th only.
    expect(occurrencesBetween({ type: 'weekdays', time: '07:30' }, from, to)).toHaveLength(2);
    // 02:30 does not exist on the DST day.
    expect(occurrencesBetween({ type: 'daily', time: '02:30' }, new Date('2026-03-28T12:00:00Z'), new Date('2026-03-29T12:00:00Z'))).toEqual([]);
    expect(nextOccurrence({ type: 'weekdays', time: '09:00' }, new Date('2026-11-28T12:00:00Z'))?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});

describe.each(DB_KINDS)('automation (%s)', (kind) => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof podcastTeam>>;

  beforeEach(async () => {
    server = await startServer(kind);
    team = await podcastTeam(server);
  });
  afterEach(async () => {
    await server.close();
  });

  it('a scheduled staff message appears in the broadcast list at its time, in the creator’s name, once', async () => {
    const socket = await subscribedTo(team.host, CHANNELS.automation.name);
    const started = automationEvent(socket, AUTOMATION_EVENTS.runStarted);
    const finishedEvent = automationEvent(socket, AUTOMATION_EVENTS.runFinished);
    const action = await create(team.host, input());
    expect(action.next_run_at).toBe(new Date((action.schedule as { at: string }).at).toISOString());
    expect(action.created_by?.full_name).toBe('Pia Programleder');
    expect((await team.tech.get('/api/broadcast-messages')).body.messages).toHaveLength(0);

    await started;
    const done = (await finishedEvent).payload.run;
    expect(done.status).toBe('done');
    expect(done.worker).toMatch(/:/);
    const messages = (await team.tech.get('/api/broadcast-messages')).body.messages;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ message: input().text, priority: 'normal', sender: { full_name: 'Pia Programleder' } });
    expect(new Date(done.started_at).getTime()).toBeGreaterThanOrEqual(new Date((action.schedule as { at: string }).at).getTime());

    const [listed] = (await team.host.get('/api/automation/actions')).body.actions as AutomationAction[];
    expect(listed?.last_run?.status).toBe('done');
    expect(listed?.next_run_at).toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    expect((await team.tech.get('/api/broadcast-messages')).body.messages).toHaveLength(1);
    socket.disconnect();
  });

  it('an Akutt is sent as urgent and a display message reaches the studio display', async () => {
    const akutt = await create(team.host, input({ name: 'Brannøvelse', kind: 'akutt', text: 'Brannøvelse nå: gå ut via hovedtrappen.' }));
    const display = await create(team.admin, input({ name: 'Nyheter', kind: 'display_message', text: 'Nyheter om 2 minutter' }));
    await finished(team.host, akutt.id);
    await finished(team.host, display.id);
    const messages = (await team.tech.get('/api/broadcast-messages')).body.messages;
    expect(messages).toEqual([expect.objectContaining({ priority: 'urgent', message: 'Brannøvelse nå: gå ut via hovedtrappen.' })]);
    const shown = (await team.tech.get('/api/display-messages')).body.messages;
    expect(shown).toEqual([expect.objectContaining({ text: 'Nyheter om 2 minutter', sender: expect.objectContaining({ full_name: 'Ada Admin' }) })]);
  });

  it('a run fails with a reason when the creator lost the right, and "Prøv igjen" runs it once they have it back', async () => {
    const me = (await team.host.get('/api/me')).body.profile.id as string;
    const action = await create(team.host, input({ schedule: { type: 'once', at: soon(2500) } }));
    // The action outlives its creator's role: by its time she is no longer allowed to run automation.
    expect((await team.admin.post(`/api/admin/users/${me}/role`, { app_role: 'Tekniker' })).status).toBe(200);
    const failed = (await eventually(() => runsOf(team.admin, action.id), (runs) => runs[0]?.status === 'failed'))[0]!;
    expect(failed.error).toBe(S.creatorGone);
    expect((await team.tech.get('/api/broadcast-messages')).body.messages).toHaveLength(0);

    expect((await team.admin.post(`/api/admin/users/${me}/role`, { app_role: 'Programleder' })).status).toBe(200);
    const retried = await team.admin.post(`/api/automation/actions/${action.id}/runs/${failed.id}/retry`, {});
    expect(retried.status).toBe(202);
    const [run] = await finished(team.admin, action.id);
    expect(run).toMatchObject({ id: failed.id, status: 'done', attempts: 2, error: null });
    expect((await team.tech.get('/api/broadcast-messages')).body.messages).toHaveLength(1);
    // A done run cannot be retried.
    const again = await team.admin.post(`/api/automation/actions/${action.id}/runs/${failed.id}/retry`, {});
    expect(again.status).toBe(409);
  }, 30_000);

  it('a host reminder comes N minutes before a planned show: a notification to each host and a line on the studio display', async () => {
    const hostId = (await team.host.get('/api/me')).body.profile.id as string;
    const start = new Date(Date.now() + 10 * 60_000 + 1500);
    const show = await team.admin.post('/api/shows', {
      title: 'Frokostshowet',
      scheduled_start: start.toISOString(),
      scheduled_end: new Date(start.getTime() + 3_600_000).toISOString(),
      host_ids: [hostId],
    });
    expect(show.status, JSON.stringify(show.body)).toBe(201);
    const action = await create(team.host, input({ name: 'Ti minutter før', kind: 'host_reminder', text: 'Sjekk gjestelisten.', schedule: { type: 'before', event: 'show_start', minutes: 10 } }));
    expect(action.next_run_at).toBe(new Date(start.getTime() - 10 * 60_000).toISOString());
    await finished(team.host, action.id);
    const all = (await team.host.get('/api/notifications')).body.notifications as { kind: string; title: string; body: string | null }[];
    const inbox = all.filter((n) => n.kind !== 'approval');
    expect(inbox).toEqual([expect.objectContaining({ kind: 'show_starting', body: 'Sjekk gjestelisten.' })]);
    expect(inbox[0]?.title).toMatch(/^«Frokostshowet» starter kl\. \d\d:\d\d$/);
    // Nobody else is the show's host.
    expect(((await team.tech.get('/api/notifications')).body.notifications as { kind: string }[]).filter((n) => n.kind !== 'approval')).toEqual([]);
    const display = (await team.tech.get('/api/display-messages')).body.messages as { text: string }[];
    expect(display.map((m) => m.text)).toEqual([expect.stringContaining('«Frokostshowet» starter kl.')]);
    // A hard start outside any show reminds the element's responsible (here the technician).
    const techId = (await team.tech.get('/api/me')).body.profile.id as string;
    const hardAt = new Date(Date.now() + 5 * 60_000 + 2000);
    const clockStart = new Date(Math.floor(hardAt.getTime() / 3_600_000) * 3_600_000);
    const db = server.database.db;
    const [clock] = rowsOf<{ id: string }>(
      await db.execute(sql`INSERT INTO active_clocks (broadcast_date, hour, starts_at, name, color)
        VALUES ('2000-01-01', 7, ${clockStart}, 'Testklokke', '#3b82f6') RETURNING id`),
    );
    await db.execute(sql`INSERT INTO clock_content_elements (active_clock_id, position, type, title, start_offset_s, duration_s, hard_start, responsible_id)
      VALUES (${clock!.id}, 0, 'news', 'Nyheter', ${Math.round((hardAt.getTime() - clockStart.getTime()) / 1000)}, 120, true, ${techId})`);
    const hard = await create(team.host, input({ name: 'Hard start', kind: 'host_reminder', text: 'Klar for nyheter.', schedule: { type: 'before', event: 'hard_start', minutes: 5 } }));
    await finished(team.host, hard.id);
    const techInbox = ((await team.tech.get('/api/notifications')).body.notifications as { kind: string; title: string }[]).filter((n) => n.kind === 'reminder');
    expect(techInbox).toEqual([expect.objectContaining({ title: expect.stringMatching(/^Hard start kl\. \d\d:\d\d: Nyheter$/) })]);

    // A reminder without a "before" schedule, or a message with one, is refused.
    const wrong = await team.host.post('/api/automation/actions', input({ kind: 'host_reminder' }));
    expect(wrong.status).toBe(400);
    const wrong2 = await team.host.post('/api/automation/actions', input({ schedule: { type: 'before', event: 'hard_start', minutes: 5 } }));
    expect(wrong2.status).toBe(400);
  }, 30_000);

  it('a job whose process died is taken over after its lease, and an occurrence already done is not redone', async () => {
    const at = soon(3_600_000);
    const action = await create(team.host, input({ schedule: { type: 'once', at } }));
    const db = server.database.db;
    // A worker claimed the occurrence, started the run and died: its lease runs out in half a second.
    await db.execute(sql`
      INSERT INTO jobs (queue, payload, max_attempts, run_at, dedupe_key, status, attempts, locked_by, locked_until)
      VALUES (${AUTOMATION_QUEUE}, ${JSON.stringify({ actionId: action.id, occurrence: at })}::jsonb, 3, now(),
        ${occurrenceKey(action.id, new Date(at))}, 'running', 1, 'dead-host:1:dead', now() + interval '500 milliseconds')`);
    await db.execute(sql`INSERT INTO automation_runs (action_id, occurrence, status, worker) VALUES (${action.id}, ${at}, 'running', 'dead-host:1:dead')`);
    const [run] = await finished(team.host, action.id);
    expect(run).toMatchObject({ status: 'done', attempts: 2 });
    expect(run?.worker).not.toBe('dead-host:1:dead');
    expect((await team.tech.get('/api/broadcast-messages')).body.messages).toHaveLength(1);

    // Died after its effect committed (run done) but before the job was marked: the next attempt stops.
    const second = soon(7_200_000);
    await db.execute(sql`
      INSERT INTO jobs (queue, payload, max_attempts, run_at, dedupe_key, status, attempts, locked_by, locked_until)
      VALUES (${AUTOMATION_QUEUE}, ${JSON.stringify({ actionId: action.id, occurrence: second })}::jsonb, 3, now(),
        ${occurrenceKey(action.id, new Date(second))}, 'running', 1, 'dead-host:1:dead', now() + interval '300 milliseconds')`);
    await db.execute(sql`INSERT INTO automation_runs (action_id, occurrence, status, worker, finished_at) VALUES (${action.id}, ${second}, 'done', 'dead-host:1:dead', now())`);
    await eventually(
      async () => rowsOf<{ status: string }>(await db.execute(sql`SELECT status FROM jobs WHERE dedupe_key = ${occurrenceKey(action.id, new Date(second))}`))[0]?.status,
      (status) => status === 'done',
    );
    expect((await team.tech.get('/api/broadcast-messages')).body.messages).toHaveLength(1);
  }, 30_000);

  it('lists the podcast episodes scheduled to go public, soonest first', async () => {
    const episode = async (title: string, publishAt: string | null) => {
      const audio = publishAt ? sql`'podcast/a.mp3', 'audio/mpeg', 1000, 60` : sql`NULL, NULL, NULL, NULL`;
      await server.database.db.execute(sql`
        INSERT INTO podcast_episodes (title, publish_at, audio_key, audio_type, audio_size, duration_s)
        VALUES (${title}, ${publishAt}, ${audio})`);
    };
    await episode('Fredagsquiz', soon(2 * 86_400_000));
    await episode('Allerede ute', soon(-86_400_000));
    await episode('Kladd', null);
    await episode('Morgenshowet i opptak', soon(3_600_000));
    const res = await team.host.get('/api/automation/podcast-publishes');
    expect(res.status).toBe(200);
    expect(res.body.publishes.map((p: { title: string }) => p.title)).toEqual(['Morgenshowet i opptak', 'Fredagsquiz']);
    expect((await team.tech.get('/api/automation/podcast-publishes')).status).toBe(403);
  });

  it('edits, switches off and deletes, live; past one-offs and bad input are refused in Norwegian', async () => {
    const socket = await subscribedTo(team.admin, CHANNELS.automation.name);
    const action = await create(team.host, input({ schedule: { type: 'daily', time: '07:30' } }));
    expect(action.next_run_at).not.toBeNull();

    const changed = nextEvent<ChannelEvent<{ action: AutomationAction }>>(socket, SOCKET_EVENTS.event, (e) => e.type === AUTOMATION_EVENTS.actionChanged && e.payload.action.enabled === false);
    const off = await team.host.put(`/api/automation/actions/${action.id}`, { ...input({ schedule: { type: 'weekdays', time: '08:00' } }), enabled: false, version: 1 });
    expect(off.status).toBe(200);
    expect(off.body.action).toMatchObject({ enabled: false, next_run_at: null, version: 2, schedule: { type: 'weekdays', time: '08:00' } });
    await changed;
    const stale = await team.host.put(`/api/automation/actions/${action.id}`, { ...input(), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'changed', message: S.versionConflict });

    const past = await team.host.post('/api/automation/actions', input({ schedule: { type: 'once', at: soon(-60_000) } }));
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain(S.atPast);
    const badTime = await team.host.post('/api/automation/actions', input({ schedule: { type: 'daily', time: '25:00' } }));
    expect(badTime.status).toBe(400);
    expect(JSON.stringify(badTime.body)).toContain(S.timeInvalid);
    const long = await team.host.post('/api/automation/actions', input({ kind: 'display_message', text: 'x'.repeat(300) }));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(S.displayTextTooLong);
    expect((await team.tech.get('/api/automation/actions')).status).toBe(403);

    const deleted = nextEvent<ChannelEvent<{ id: string }>>(socket, SOCKET_EVENTS.event, (e) => e.type === AUTOMATION_EVENTS.actionDeleted);
    expect((await team.host.request('DELETE', `/api/automation/actions/${action.id}`)).status).toBe(204);
    expect((await deleted).payload.id).toBe(action.id);
    expect((await team.host.get(`/api/automation/actions/${action.id}/runs`)).status).toBe(404);
    socket.disconnect();
  });
});

describe('two servers on one PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('both ask for the occurrence; it runs exactly once', async () => {
    const cluster = await startServersOnPostgres(2);
    try {
      const [a, b] = cluster.servers as [TestServer, TestServer];
      const admin = new Client(a.url);
      await admin.signUp('Ada Admin', 'ada@example.no');
      const onB = new Client(b.url);
      await onB.post('/api/session/sign-in', { email: 'ada@example.no', password: 'et langt passord 123' });
      const created = await create(admin, input({ schedule: { type: 'once', at: soon(2500) } }));
      // Saved again on B, so B's scheduler plans the same instant too (each process wakes at the occurrences it knows of).
      const saved = await onB.put(`/api/automation/actions/${created.id}`, { ...input({ schedule: created.schedule }), version: 1 });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      await finished(admin, created.id);
      await new Promise((r) => setTimeout(r, 1500));
      expect((await onB.get('/api/broadcast-messages')).body.messages).toHaveLength(1);
      const runs = await runsOf(onB, created.id);
      expect(runs).toHaveLength(1);
      const jobs = rowsOf<{ n: string | number }>(await a.database.db.execute(sql`SELECT count(*) AS n FROM jobs WHERE queue = ${AUTOMATION_QUEUE}`));
      expect(Number(jobs[0]?.n)).toBe(1);
    } finally {
      await cluster.close();
    }
  }, 60_000);
});
