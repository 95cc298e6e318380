import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CHANNELS,
  setStationTimeZone,
  SOCKET_EVENTS,
  STATION_EVENTS,
  STATION_SETTINGS_STRINGS as S,
  stationTimeZone,
  TIME_ZONE,
  WEB_ADDRESS_MESSAGE,
  zonedDateKey,
  type ChannelEvent,
  type PublicConfig,
  STATION_LIMITS,
} from '@studioportal/shared';
import { stationSettingsOf } from '../src/features/station';
import { Client, DB_KINDS, nextEvent, startServer, subscribedTo, type TestServer } from './harness';
import { jpegWithExif } from './accounts-helpers';
import { podcastTeam, upload } from './podcast-helpers';

/**
 * Station settings (/enterprise, docs/enterprise-api.md): environment > stored > default, checked
 * input, a change live on station:v1 and in GET /api/config, the station zone following it (the
 * audit log's days), every change in the audit log, and the backup download.
 */

describe.each(DB_KINDS)('Station settings (%s)', (kind) => {
  let server: TestServer | null = null;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server?.close();
    server = null;
    setStationTimeZone(TIME_ZONE);
  });

  const config = async (client: Client) => (await client.get('/api/config')).body as PublicConfig;

  it('answers the defaults, stores a change, tells every open page and records it', async () => {
    server = await startServer(kind);
    const { admin, host, tech } = await podcastTeam(server);
    expect(await config(new Client(server.url))).toMatchObject({ showName: 'Morgenshowet', timeZone: 'Europe/Oslo', smsInboxUrl: null });
    const initial = await admin.get('/api/station-settings');
    expect(initial.status).toBe(200);
    expect(initial.body.settings.show_name).toEqual({ value: 'Morgenshowet', source: 'default', env: 'SHOW_NAME' });
    expect(initial.body.last_backup).toBeNull();
    expect((await host.get('/api/station-settings')).status).toBe(403);
    expect((await host.put('/api/station-settings', { show_name: 'Nei' })).status).toBe(403);

    const socket = await subscribedTo(tech, CHANNELS.station.name);
    sockets.push(socket);
    const live = nextEvent<ChannelEvent<PublicConfig>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.station.name && e.type === STATION_EVENTS.settingsChanged);
    const saved = await admin.put('/api/station-settings', { show_name: 'Frokost i nord', time_zone: 'America/New_York', sms_inbox_url: 'https://sms.example.no/innboks' });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.show_name).toMatchObject({ value: 'Frokost i nord', source: 'database' });
    expect((await live).payload).toMatchObject({ showName: 'Frokost i nord', timeZone: 'America/New_York', smsInboxUrl: 'https://sms.example.no/innboks' });
    expect(await config(new Client(server.url))).toMatchObject({ showName: 'Frokost i nord', timeZone: 'America/New_York' });
    expect(stationTimeZone()).toBe('America/New_York');

    const audit = (await admin.get('/api/audit-log?action=station.settings_changed')).body.entries;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { showName: 'Morgenshowet', timeZone: 'Europe/Oslo', smsInboxUrl: null },
      after: { showName: 'Frokost i nord', timeZone: 'America/New_York', smsInboxUrl: 'https://sms.example.no/innboks' },
    });
    // The same values again change nothing and write nothing.
    expect((await admin.put('/api/station-settings', { show_name: 'Frokost i nord' })).status).toBe(200);
    expect((await admin.get('/api/audit-log?action=station.settings_changed')).body.entries).toHaveLength(1);
    // Clearing the SMS address: the default (none) again.
    expect((await admin.put('/api/station-settings', { sms_inbox_url: null })).body.settings.sms_inbox_url).toMatchObject({ value: null, source: 'default' });
  });

  it('checks every value', async () => {
    server = await startServer(kind);
    const { admin } = await podcastTeam(server);
    const refused = async (body: unknown, message: string) => {
      const res = await admin.put('/api/station-settings', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    };
    await refused({ time_zone: 'Mars/Olympus' }, S.timeZoneInvalid);
    await refused({ time_zone: '' }, S.timeZoneInvalid);
    await refused({ show_name: '   ' }, S.showNameRequired);
    await refused({ show_name: 'x'.repeat(81) }, S.showNameTooLong);
    await refused({ sms_inbox_url: 'javascript:alert(1)' }, WEB_ADDRESS_MESSAGE);
    expect((await admin.put('/api/station-settings', { colour: 'red' })).status).toBe(400);
    expect(await config(admin)).toMatchObject({ showName: 'Morgenshowet', timeZone: 'Europe/Oslo' });
  });

  it('lets the environment win and says so; a value it sets cannot be changed here', async () => {
    server = await startServer(kind, { SHOW_NAME: 'Miljøshowet' });
    const { admin } = await podcastTeam(server);
    const settings = (await admin.get('/api/station-settings')).body.settings;
    expect(settings.show_name).toEqual({ value: 'Miljøshowet', source: 'environment', env: 'SHOW_NAME' });
    expect(settings.time_zone).toMatchObject({ source: 'default', env: null });
    const locked = await admin.put('/api/station-settings', { show_name: 'Annet' });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toMatchObject({ code: 'set_in_environment', message: S.envOverride('SHOW_NAME') });
    // A value stored earlier (say before SHOW_NAME was set) is still overridden.
    await server.database.query(`INSERT INTO app_settings (key, value) VALUES ('station.show_name', to_jsonb('Lagret'::text))`);
    expect((await config(admin)).showName).toBe('Miljøshowet');
  });

  it('stores the session lifetimes, checks them, records the change and tells open pages; only the administrator may', async () => {
    server = await startServer(kind);
    const { admin, host, tech } = await podcastTeam(server);
    const initial = (await admin.get('/api/station-settings')).body.settings;
    expect(initial.session_idle_days).toEqual({ value: 7, source: 'default', env: 'SESSION_IDLE_DAYS' });
    expect(initial.session_absolute_days).toEqual({ value: 30, source: 'default', env: 'SESSION_ABSOLUTE_DAYS' });
    for (const client of [host, tech]) expect((await client.put('/api/station-settings', { session_idle_days: 2 })).status).toBe(403);
    expect((await new Client(server.url).put('/api/station-settings', { session_idle_days: 2 })).status).toBe(401);

    const refused = async (body: unknown, message: string) => {
      const res = await admin.put('/api/station-settings', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    };
    await refused({ session_idle_days: 0 }, S.sessionIdleInvalid);
    await refused({ session_idle_days: 91 }, S.sessionIdleInvalid);
    await refused({ session_idle_days: 1.5 }, S.sessionIdleInvalid);
    await refused({ session_idle_days: '7' }, S.sessionIdleInvalid);
    await refused({ session_idle_days: null }, S.sessionIdleInvalid);
    await refused({ session_absolute_days: 366 }, S.sessionAbsoluteInvalid);
    await refused({ session_absolute_days: -1 }, S.sessionAbsoluteInvalid);
    await refused({ session_idle_days: 10, session_absolute_days: 5 }, S.sessionAbsoluteShorter);
    // One sent alone is compared with the other one in force (the default here).
    await refused({ session_idle_days: 31 }, S.sessionAbsoluteShorter);
    await refused({ session_absolute_days: 6 }, S.sessionAbsoluteShorter);
    expect((await admin.get('/api/audit-log?action=station.settings_changed')).body.entries).toEqual([]);

    const socket = await subscribedTo(tech, CHANNELS.station.name);
    sockets.push(socket);
    const live = nextEvent<ChannelEvent<PublicConfig>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.station.name && e.type === STATION_EVENTS.settingsChanged);
    const saved = await admin.put('/api/station-settings', { session_idle_days: 3, session_absolute_days: 14 });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.session_idle_days).toEqual({ value: 3, source: 'database', env: 'SESSION_IDLE_DAYS' });
    expect(saved.body.settings.session_absolute_days).toEqual({ value: 14, source: 'database', env: 'SESSION_ABSOLUTE_DAYS' });
    expect((await live).payload).toMatchObject({ showName: 'Morgenshowet' });
    expect(server.ctx.config.sessionIdleDays).toBe(7);
    const [entry] = (await admin.get('/api/audit-log?action=station.settings_changed')).body.entries;
    expect(entry).toMatchObject({
      actor_name: 'Ada Admin',
      before: { sessionIdleDays: 7, sessionAbsoluteDays: 30 },
      after: { sessionIdleDays: 3, sessionAbsoluteDays: 14 },
    });
    // Now 3 days idle is the floor for the absolute lifetime.
    await refused({ session_absolute_days: 2 }, S.sessionAbsoluteShorter);
    const stored = await server.database.query<{ key: string; value: unknown }>(`SELECT key, value FROM app_settings WHERE key LIKE 'station.session%' ORDER BY key`);
    expect(stored.map((row) => [row.key, Number(row.value)])).toEqual([
      ['station.session_absolute_days', 14],
      ['station.session_idle_days', 3],
    ]);
  });

  it('lets SESSION_IDLE_DAYS and SESSION_ABSOLUTE_DAYS win over stored lifetimes and refuses changing them here', async () => {
    server = await startServer(kind, { SESSION_IDLE_DAYS: '0.5', SESSION_ABSOLUTE_DAYS: '20' });
    const { admin } = await podcastTeam(server);
    await server.database.query(`INSERT INTO app_settings (key, value) VALUES ('station.session_idle_days', to_jsonb(9)), ('station.session_absolute_days', to_jsonb(90))`);
    await stationSettingsOf(server.ctx).refresh();
    const settings = (await admin.get('/api/station-settings')).body.settings;
    expect(settings.session_idle_days).toEqual({ value: 0.5, source: 'environment', env: 'SESSION_IDLE_DAYS' });
    expect(settings.session_absolute_days).toEqual({ value: 20, source: 'environment', env: 'SESSION_ABSOLUTE_DAYS' });
    for (const [field, variable] of [['session_idle_days', 'SESSION_IDLE_DAYS'], ['session_absolute_days', 'SESSION_ABSOLUTE_DAYS']] as const) {
      const locked = await admin.put('/api/station-settings', { [field]: 10 });
      expect(locked.status).toBe(409);
      expect(locked.body.error).toMatchObject({ code: 'set_in_environment', message: S.envOverride(variable) });
    }
    // The others stay editable.
    expect((await admin.put('/api/station-settings', { show_name: 'Nattskiftet' })).status).toBe(200);
  });

  it('buckets days in the station zone it is set to', async () => {
    server = await startServer(kind);
    const { admin } = await podcastTeam(server);
    // Kiritimati is UTC+14 and Pago Pago UTC−11: at any instant their dates differ.
    const now = new Date();
    const ahead = zonedDateKey(now, 'Pacific/Kiritimati');
    const behind = zonedDateKey(now, 'Pacific/Pago_Pago');
    expect(ahead).not.toBe(behind);
    const count = async (day: string) => (await admin.get(`/api/audit-log?from=${day}&to=${day}&action=user.approved`)).body.entries.length;
    expect((await admin.put('/api/station-settings', { time_zone: 'Pacific/Kiritimati' })).status).toBe(200);
    expect([await count(ahead), await count(behind)]).toEqual([2, 0]);
    expect((await admin.put('/api/station-settings', { time_zone: 'Pacific/Pago_Pago' })).status).toBe(200);
    expect([await count(ahead), await count(behind)]).toEqual([0, 2]);
    expect((await config(admin)).timeZone).toBe('Pacific/Pago_Pago');
  });

  it('lets the administrator edit the reading rate and the podcast feed through the owners’ APIs (the /enterprise sections)', async () => {
    server = await startServer(kind);
    const { admin, host, tech } = await podcastTeam(server);
    // Reading rate: the content feature's setting, Administrator only; everyone on staff reads it.
    expect((await host.put('/api/content/settings', { speaking_rate_wpm: 170 })).status).toBe(403);
    const rate = await admin.put('/api/content/settings', { speaking_rate_wpm: 170 });
    expect(rate.status).toBe(200);
    expect((await tech.get('/api/content/settings')).body).toEqual({ speaking_rate_wpm: 170 });
    expect((await admin.put('/api/content/settings', { speaking_rate_wpm: 20 })).status).toBe(400);

    // Podcast feed metadata: the podcast feature's show, which the feed serves at once.
    expect((await tech.get('/api/podcast/show')).status).toBe(403);
    const { show } = (await admin.get('/api/podcast/show')).body;
    const edited = { title: 'Frokostpodden', description: 'Det beste fra morgenen.', author: show.author, category: show.category, explicit: false, owner_name: show.owner_name, owner_email: 'podkast@example.no', website_url: '' };
    expect((await tech.put('/api/podcast/show', edited)).status).toBe(403);
    const saved = await admin.put('/api/podcast/show', edited);
    expect(saved.status).toBe(200);
    expect(saved.body.show).toMatchObject({ title: 'Frokostpodden', owner_email: 'podkast@example.no', website_url: null });
    const feed = await (await fetch(`${server.url}/podcast/feed.xml`)).text();
    expect(feed).toContain('<title>Frokostpodden</title>');
    expect(feed).toContain('podkast@example.no');
    // The rate stays the content feature's one key; /enterprise keeps no second copy of either.
    const keys = (await server.database.query<{ key: string }>(`SELECT key FROM app_settings ORDER BY key`)).map((row) => row.key);
    expect(keys).toContain('speaking_rate_wpm');
    expect(keys.filter((key) => key.startsWith('station.'))).toEqual([]);
  });

  it('streams a backup archive to the administrator and records who took it', async () => {
    server = await startServer(kind);
    const { admin, host } = await podcastTeam(server);
    expect((await host.get('/api/station-settings/backup')).status).toBe(403);
    // The logo lives in storage like every upload, so the archive carries it.
    const logo = await upload(admin, '/api/station/logo', await sharp({ create: { width: 40, height: 40, channels: 3, background: '#112233' } }).png().toBuffer(), 'image/png');
    const logoVersion = new URL(logo.body.logo_url as string, server.url).searchParams.get('v');
    const res = await fetch(`${server.url}/api/station-settings/backup`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="studioportal-.+\.tar\.gz"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(bytes.length).toBeGreaterThan(1000);
    expect(gunzipSync(bytes).includes(`files/station/logo/${logoVersion}.png`)).toBe(true);
    const after = (await admin.get('/api/station-settings')).body;
    expect(after.last_backup).toMatchObject({ by_name: 'Ada Admin', at: expect.any(String) });
    const [entry] = (await admin.get('/api/audit-log?action=station.backup_downloaded')).body.entries;
    expect(entry).toMatchObject({ actor_name: 'Ada Admin', after: { migration: expect.stringMatching(/^\d{4}_/) } });
  });

  it('takes a logo, serves it as PNG to anyone, tells every open page, and removes it again', async () => {
    server = await startServer(kind);
    const { admin, host, tech } = await podcastTeam(server);
    const anonymous = new Client(server.url);
    expect((await config(anonymous)).logoUrl).toBeNull();
    expect((await anonymous.get('/api/station/logo')).status).toBe(404);

    const socket = await subscribedTo(tech, CHANNELS.station.name);
    sockets.push(socket);
    const live = nextEvent<ChannelEvent<PublicConfig>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.station.name && e.type === STATION_EVENTS.settingsChanged);
    // A 1200 × 600 JPEG with EXIF: stored as a PNG that fits in 512 × 512, without the EXIF.
    const saved = await upload(admin, '/api/station/logo', await jpegWithExif(1200, 600), 'image/jpeg');
    expect(saved.status).toBe(200);
    const url = saved.body.logo_url as string;
    expect(url).toMatch(/^\/api\/station\/logo\?v=[a-z0-9]+$/);
    expect((await live).payload).toMatchObject({ logoUrl: url, showName: 'Morgenshowet' });
    expect((await config(anonymous)).logoUrl).toBe(url);

    const res = await fetch(server.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(png.includes('Hemmelig Fotograf')).toBe(false);
    // Without the version (or with an old one) it must be asked again each time.
    const plain = await fetch(`${server.url}/api/station/logo`);
    expect(plain.headers.get('cache-control')).toBe('public, no-cache');
    const etag = plain.headers.get('etag')!;
    expect((await fetch(`${server.url}/api/station/logo`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // A second upload replaces the first: a new address, the old file gone from storage.
    const again = await upload(admin, '/api/station/logo', await sharp({ create: { width: 100, height: 300, channels: 4, background: '#00000000' } }).webp().toBuffer(), 'image/webp');
    expect(again.status).toBe(200);
    expect(again.body.logo_url).not.toBe(url);
    const stored = [];
    for await (const object of server.ctx.storage.list('station')) stored.push(object.key);
    expect(stored).toEqual([`logo/${new URL(again.body.logo_url, server.url).searchParams.get('v')}.png`]);
    expect(await sharp(Buffer.from(await (await fetch(server.url + again.body.logo_url)).arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 300, hasAlpha: true });

    expect((await host.request('DELETE', '/api/station/logo')).status).toBe(403);
    const removed = await admin.request('DELETE', '/api/station/logo');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ logo_url: null });
    expect((await config(anonymous)).logoUrl).toBeNull();
    const gone = await anonymous.get('/api/station/logo');
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(S.logoMissing);
    // Removing nothing writes nothing.
    expect((await admin.request('DELETE', '/api/station/logo')).status).toBe(200);

    const entries = (await admin.get('/api/audit-log?target=Stasjonen')).body.entries as { action: string; actor_name: string; before: unknown; after: unknown }[];
    expect(entries.map((e) => e.action)).toEqual(['station.logo_removed', 'station.logo_changed', 'station.logo_changed']);
    expect(entries[0]).toMatchObject({ actor_name: 'Ada Admin', before: { logoUrl: again.body.logo_url }, after: { logoUrl: null } });
    expect(entries[2]).toMatchObject({ before: { logoUrl: null }, after: { logoUrl: url, width: 512, height: 256 } });
  });

  it('refuses what is not a PNG, JPEG or WebP, a file too large, and anyone but the administrator', async () => {
    server = await startServer(kind);
    const { admin, host, tech } = await podcastTeam(server);
    const refused = async (data: Buffer, type: string, status: number, message: string) => {
      const res = await upload(admin, '/api/station/logo', data, type);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    };
    // Named and declared as a PNG, but text.
    await refused(Buffer.from('Dette er ikke et bilde, bare tekst i en fil som heter logo.png\n'), 'image/png', 400, S.logoNotImage);
    await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>'), 'image/svg+xml', 400, S.logoNotImage);
    await refused(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }).gif().toBuffer(), 'image/gif', 400, S.logoNotImage);
    await refused(Buffer.alloc(0), 'image/png', 400, S.logoNotImage);
    // Over 2 MB, whatever it is; the answer comes without reading it all.
    await refused(Buffer.alloc(STATION_LIMITS.logoMaxBytes + 1, 1), 'image/png', 413, S.logoTooLarge);
    expect(S.logoTooLarge).toContain('2 MB');

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } }).png().toBuffer();
    for (const client of [host, tech, new Client(server.url)]) {
      expect((await upload(client, '/api/station/logo', png, 'image/png')).status).toBe(client.cookie ? 403 : 401);
    }
    expect((await config(admin)).logoUrl).toBeNull();
    expect((await admin.get('/api/audit-log?target=Stasjonen')).body.entries).toEqual([]);
    const stored = [];
    for await (const object of server.ctx.storage.list('station')) stored.push(object.key);
    expect(stored).toEqual([]);
  });
});
