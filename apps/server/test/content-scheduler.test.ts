import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTOMATION_STRINGS as S,
  weekdayOfDateKey,
  zonedDateKey,
  type AutomationAction,
  type AutomationActionInput,
  type AutomationRun,
} from '@studioportal/shared';
import { rowsOf } from '../src/db/rows';
import { sql } from 'drizzle-orm';
import { DB_KINDS, startServer, type Client, type TestServer } from './harness';
import { eventually } from './content-fixtures';
import { podcastTeam } from './podcast-helpers';

/**
 * content_scheduler (docs/automation-api.md): an attach_content action attaches a script to a
 * clock template element at its minute, once, through the content feature (the script's read
 * time becomes the element's length); on a day the element's clock does not go the run fails
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
    expect(await bad({ attach: { editorial_id: editorialId } })).toBe('Ugyldig id');
    expect(await bad({ attach: { editorial_id: 'x', element_id: elementId } })).toBe('Ugyldig id');
    expect(await bad({ kind: 'staff_message' })).toBe(S.attachOnlyForAttach);
    expect(await bad({ attach: { editorial_id: elementId, element_id: elementId } })).toBe(S.attachScriptGone);
    expect(await bad({ attach: { editorial_id: editorialId, element_id: editorialId } })).toBe(S.attachElementGone);
    expect((await team.host.get('/api/automation/actions')).body.actions).toHaveLength(0);
  });
});
