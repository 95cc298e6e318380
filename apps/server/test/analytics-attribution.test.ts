import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stationTimeZone } from '@studioportal/shared';
import { listeners } from '../src/features/analytics/analytics.repository';
import { DB_KINDS, startServer, type TestServer } from './harness';

/**
 * The show a moment is attributed to on /analytics (docs/analytics-api.md): the latest show started
 * by then — a show that starts inside another one takes over — and only while that show is still
 * on; cancelled shows do not count. Pinned down at the exact edges, since the query finds it with a
 * running window over a merged timeline rather than a lookup per moment.
 */
describe.each(DB_KINDS)('Analytics show attribution (%s)', (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    await server.close();
  });

  it('takes the latest started show at each moment, from its first instant, until it ends', async () => {
    const db = server.database.db;
    // 12 January 2026, Oslo is UTC+1: Lang 09–15, Kort 10–11 inside it, Avlyst 12–13 cancelled.
    await db.execute(sql`
      INSERT INTO scheduled_shows (id, title, scheduled_start, scheduled_end, status) VALUES
        ('00000000-0000-4000-8000-000000000101', 'Lang', '2026-01-12T08:00:00Z', '2026-01-12T14:00:00Z', 'done'),
        ('00000000-0000-4000-8000-000000000102', 'Kort', '2026-01-12T09:00:00Z', '2026-01-12T10:00:00Z', 'done'),
        ('00000000-0000-4000-8000-000000000103', 'Avlyst', '2026-01-12T11:00:00Z', '2026-01-12T12:00:00Z', 'cancelled')`);
    await db.execute(sql`
      INSERT INTO messages (source, sender_name, body, show_id, created_at) VALUES
        ('web', 'A', 'før alt', NULL, '2026-01-12T07:59:59Z'),
        ('sms', 'B', 'på sekundet Lang begynner', NULL, '2026-01-12T08:00:00Z'),
        ('web', 'C', 'på sekundet Kort begynner', NULL, '2026-01-12T09:00:00Z'),
        ('telefon', 'D', 'siste sekund av Kort', NULL, '2026-01-12T09:59:59Z'),
        ('sms', 'E', 'Kort er slutt', NULL, '2026-01-12T10:00:00Z'),
        ('web', 'F', 'i den avlyste', NULL, '2026-01-12T11:30:00Z'),
        ('telefon', 'G', 'Lang er slutt', NULL, '2026-01-12T14:00:00Z')`);
    expect(await listeners(db, { from: '2026-01-12', to: '2026-01-12', zone: stationTimeZone() })).toEqual([
      { show: 'Kort', source: 'telefon', count: 1 },
      { show: 'Kort', source: 'web', count: 1 },
      { show: 'Lang', source: 'sms', count: 1 },
      { show: 'Utenfor sending', source: 'sms', count: 1 },
      { show: 'Utenfor sending', source: 'telefon', count: 1 },
      { show: 'Utenfor sending', source: 'web', count: 2 },
    ]);
  });
});
