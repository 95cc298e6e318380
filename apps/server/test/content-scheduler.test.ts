import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTOMATION_STRINGS as S,
  CHANNELS,
  CLOCK_EVENTS,
  SOCKET_EVENTS,
  weekdayOfDateKey,
  zonedDateKey,
  type AutomationAction,
  type AutomationActionInput,
  type AutomationRun,
} from '@studioportal/shared';
import { rowsOf } from '../src/db/rows';
import { sql } from 'drizzle-orm';
import { DB_KINDS, nextEvent, startServer, subscribedTo, type Client, type TestServer } from './harness';
import { eventually, sineWav, upload } from './content-fixtures';
import { podcastTeam } from './podcast-helpers';

/**
 * content_scheduler (docs/automation-api.md): an attach_content action attaches a script to a
 * clock template element at its minute, once, through the content feature (the script's read
 * time becomes the element's length), or an audio file from the media library through the clocks
 * feature; on a day the element's clock does not go, or when the item is gone, the run fails
 * with a Norwegian reason; Tekniker may not schedule it; a bad payload is a Norwegian 400.
 */

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i}`).join(' ');
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

describe.each(DB_KINDS)('content_scheduler (%s)', (kind) => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof podcastTeam>>;

  beforeEach(async () => {
    server = await startServer(kind);
    team = await podcastTeam(server);
  });
  afterEach(async () => server?.close());

  async function element(weekday: number) {
    const res = await team.admin.post('/api/clock-templates', {
      name: 'Morgen 07',
      weekday,
      start_hour: 7,
      color: '#3b82f6',
      is_active: true,
      elements: [{ type: 'talk', title: 'Prat om været', start_offset_s: 300, duration_s: 30, hard_start: false }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { templateId: res.body.template.id as string, elementId: res.body.template.elements[0].id as string };
  }

  async function script() {
    const res = await team.host.post('/api/editorial-content', { title: 'Værprat', body: words(150) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.item.id as string;
  }

  const attachInput = (editorialId: string, elementId: string, at: string): AutomationActionInput => ({
    name: 'Værprat til morgenklokka',
    kind: 'attach_content',
    text: 'Fest «Værprat» til «Prat om været»',
    schedule: { type: 'once', at },
    attach: { editorial_id: editorialId, element_id: elementId },
  });

  async function audio(client: Client = team.host) {
    const res = await upload(client, sineWav(1), 'Værjingel.wav');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.media.id as string;
  }

  const mediaInput = (mediaId: string, elementId: string, at: string): AutomationActionInput => ({
    name: 'Værjingel til morgenklokka',
    kind: 'attach_content',
    text: 'Fest «Værjingel» til «Prat om været»',
    schedule: { type: 'once', at },
    attach: { media_id: mediaId, element_id: elementId },
  });

  const runsOf = async (client: Client, id: string) => (await client.get(`/api/automation/actions/${id}/runs`)).body.runs as AutomationRun[];

  it('attaches the script to the element at its minute, exactly once', async () => {
    const at = soon(1500);
    const { templateId, elementId } = await element(weekdayOfDateKey(zonedDateKey(new Date(at))));
    const editorialId = await script();
    expect((await team.host.get(`/api/editorial-content/${editorialId}`)).body.item.target).toBeNull();

    const created = await team.host.post('/api/automation/actions', attachInput(editorialId, elementId, at));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const action = created.body.action as AutomationAction;
    expect(action.attach).toEqual({ editorial_id: editorialId, element_id: elementId });
    // Not before its time.
    expect((await team.host.get(`/api/editorial-content/${editorialId}`)).body.item.target).toBeNull();

    const runs = await eventually(() => runsOf(team.host, action.id), (r) => r.some((run) => run.status !== 'running'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'done', error: null, attempts: 1 });
    expect(new Date(runs[0]!.started_at).getTime()).toBeGreaterThanOrEqual(Date.parse(at));
    const item = (await team.host.get(`/api/editorial-content/${editorialId}`)).body.item;
    expect(item.target).toMatchObject({ kind: 'clock_element', id: elementId, planned_length_s: 60 });
    // The content feature's write: the element's planned length follows the script.
    const template = (await team.admin.get(`/api/clock-templates/${templateId}`)).body.template;
    expect(template.elements[0].duration_s).toBe(60);

    // One run row and one job for the occurrence, however long we wait.
    await new Promise((r) => setTimeout(r, 1200));
    expect(await runsOf(team.host, action.id)).toHaveLength(1);
    const jobs = rowsOf<{ n: string | number }>(
      await server.database.db.execute(sql`SELECT count(*) AS n FROM jobs WHERE dedupe_key LIKE ${`automation:${action.id}:%`}`),
    );
    expect(Number(jobs[0]?.n)).toBe(1);
    expect((await team.host.get(`/api/editorial-content/${editorialId}`)).body.item.updated_at).toBe(item.updated_at);
  });

  it('fails with a Norwegian reason when the element’s clock does not go that day', async () => {
    const at = soon(1500);
    const otherDay = (weekdayOfDateKey(zonedDateKey(new Date(at))) + 3) % 7;
    const { elementId } = await element(otherDay);
    const editorialId = await script();
    const action = (await team.host.post('/api/automation/actions', attachInput(editorialId, elementId, at))).body.action as AutomationAction;
    const runs = await eventually(() => runsOf(team.host, action.id), (r) => r.some((run) => run.status === 'failed'));
    expect(runs[0]).toMatchObject({ status: 'failed', error: S.attachNotToday });
    expect((await team.host.get(`/api/editorial-content/${editorialId}`)).body.item.target).toBeNull();
  });

  it('attaches a media item to the element at its minute, exactly once, for every open editor', async () => {
    const mediaId = await audio();
    const at = soon(1500);
    const { templateId, elementId } = await element(weekdayOfDateKey(zonedDateKey(new Date(at))));
    const created = await team.host.post('/api/automation/actions', mediaInput(mediaId, elementId, at));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const action = created.body.action as AutomationAction;
    expect(action.attach).toEqual({ media_id: mediaId, element_id: elementId });
    const stored = rowsOf<{ editorial_id: string | null; media_id: string | null }>(
      await server.database.db.execute(sql`SELECT editorial_id, media_id FROM content_scheduler WHERE action_id = ${action.id}`),
    );
    expect(stored).toEqual([{ editorial_id: null, media_id: mediaId }]);
    // Not before its time.
    expect((await team.admin.get(`/api/clock-templates/${templateId}`)).body.template.elements[0].media).toBeNull();

    const socket = await subscribedTo(team.admin, CHANNELS.clockTemplates.name);
    const event = nextEvent<any>(socket, SOCKET_EVENTS.event, (e) => e.type === CLOCK_EVENTS.templateUpdated, 15_000);
    const runs = await eventually(() => runsOf(team.host, action.id), (r) => r.some((run) => run.status !== 'running'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'done', error: null, attempts: 1 });
    const template = (await team.admin.get(`/api/clock-templates/${templateId}`)).body.template;
    expect(template.elements[0].media).toMatchObject({ id: mediaId, title: 'Værjingel' });
    // A new version, so an editor holding the old one is told instead of overwriting it; the event carries it.
    expect(template.version).toBe(2);
    expect((await event).payload.template).toMatchObject({ id: templateId, version: 2, elements: [{ media: { id: mediaId } }] });
    socket.close();

    // One run row and one job for the occurrence, however long we wait.
    await new Promise((r) => setTimeout(r, 1200));
    expect(await runsOf(team.host, action.id)).toHaveLength(1);
    const jobs = rowsOf<{ n: string | number }>(
      await server.database.db.execute(sql`SELECT count(*) AS n FROM jobs WHERE dedupe_key LIKE ${`automation:${action.id}:%`}`),
    );
    expect(Number(jobs[0]?.n)).toBe(1);
    expect((await team.admin.get(`/api/clock-templates/${templateId}`)).body.template.version).toBe(2);
  });

  it('fails with a Norwegian reason when the media item is gone by its time', async () => {
    const mediaId = await audio();
    const at = soon(2500);
    const { templateId, elementId } = await element(weekdayOfDateKey(zonedDateKey(new Date(at))));
    const action = (await team.host.post('/api/automation/actions', mediaInput(mediaId, elementId, at))).body.action as AutomationAction;
    expect((await team.host.request('DELETE', `/api/media/${mediaId}`)).status).toBe(204);
    const runs = await eventually(() => runsOf(team.host, action.id), (r) => r.some((run) => run.status === 'failed'));
    expect(runs[0]).toMatchObject({ status: 'failed', error: S.attachMediaGone });
    const template = (await team.admin.get(`/api/clock-templates/${templateId}`)).body.template;
    expect(template).toMatchObject({ version: 1, elements: [{ media: null }] });
    // The action keeps naming the item, so the card can say what was meant.
    expect((await team.host.get(`/api/automation/actions`)).body.actions[0].attach).toEqual({ media_id: mediaId, element_id: elementId });
  });

  it('switches an action between a script and a media item, and validates the media shape in Norwegian', async () => {
    const { elementId } = await element(1);
    const editorialId = await script();
    const mediaId = await audio();
    const png = await import('sharp').then((m) => m.default({ create: { width: 4, height: 3, channels: 3, background: '#ff0000' } }).png().toBuffer());
    const picture = (await upload(team.host, png, 'logo.png')).body.media.id as string;
    const at = soon(3_600_000);

    const created = await team.host.post('/api/automation/actions', attachInput(editorialId, elementId, at));
    const action = created.body.action as AutomationAction;
    const switched = await team.host.request('PUT', `/api/automation/actions/${action.id}`, { ...mediaInput(mediaId, elementId, at), version: action.version });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.action.attach).toEqual({ media_id: mediaId, element_id: elementId });
    const back = await team.host.request('PUT', `/api/automation/actions/${action.id}`, { ...attachInput(editorialId, elementId, at), version: switched.body.action.version });
    expect(back.body.action.attach).toEqual({ editorial_id: editorialId, element_id: elementId });

    const bad = async (attach: unknown) => {
      const res = await team.host.post('/api/automation/actions', { ...mediaInput(mediaId, elementId, at), attach });
      expect(res.status).toBe(400);
      return res.body.error.message as string;
    };
    expect(await bad({ media_id: mediaId })).toBe(S.attachRequired);
    expect(await bad({ media_id: mediaId, editorial_id: editorialId, element_id: elementId })).toBe(S.attachRequired);
    expect(await bad({ media_id: 'x', element_id: elementId })).toBe('Ugyldig id');
    expect(await bad({ media_id: elementId, element_id: elementId })).toBe(S.attachMediaGone);
    expect(await bad({ media_id: picture, element_id: elementId })).toBe(S.attachMediaNotAudio);
    expect(await bad({ media_id: mediaId, element_id: mediaId })).toBe(S.attachElementGone);
    expect((await team.host.get('/api/automation/actions')).body.actions).toHaveLength(1);

    // The table holds exactly one item per action.
    await expect(server.database.db.execute(sql`UPDATE content_scheduler SET media_id = ${mediaId} WHERE action_id = ${action.id}`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`UPDATE content_scheduler SET editorial_id = NULL WHERE action_id = ${action.id}`)).rejects.toThrow();
  });

  it('refuses Tekniker, and a bad payload in Norwegian', async () => {
    const { elementId } = await element(1);
    const editorialId = await script();
    const body = attachInput(editorialId, elementId, soon(3_600_000));
    expect((await team.tech.post('/api/automation/actions', body)).status).toBe(403);

    const bad = async (over: Record<string, unknown>) => {
      const res = await team.host.post('/api/automation/actions', { ...body, ...over });
      expect(res.status).toBe(400);
      return res.body.error.message as string;
    };
    expect(await bad({ attach: null })).toBe(S.attachRequired);
    expect(await bad({ attach: { editorial_id: editorialId } })).toBe(S.attachRequired);
    expect(await bad({ attach: { editorial_id: 'x', element_id: elementId } })).toBe('Ugyldig id');
    expect(await bad({ kind: 'staff_message' })).toBe(S.attachOnlyForAttach);
    expect(await bad({ attach: { editorial_id: elementId, element_id: elementId } })).toBe(S.attachScriptGone);
    expect(await bad({ attach: { editorial_id: editorialId, element_id: editorialId } })).toBe(S.attachElementGone);
    expect((await team.host.get('/api/automation/actions')).body.actions).toHaveLength(0);
  });
});
