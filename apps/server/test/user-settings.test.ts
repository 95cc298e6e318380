import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CHANNELS, DEFAULT_USER_SETTINGS, SOCKET_EVENTS, USER_SETTINGS_EVENTS, type ChannelEvent, type UserSettings, type UserSettingsView } from '@studioportal/shared';
import { notificationChoicesOf } from '../src/features/user-settings';
import { Client, DB_KINDS, nextEvent, startServer, subscribedTo, type TestServer } from './harness';
import { podcastTeam } from './podcast-helpers';

/**
 * Per-person settings (docs/user-settings-api.md): defaults before anything is stored, the whole
 * document validated on PUT (last write wins, the version counts writes), the person's other
 * devices told at once and nobody else, and the notification choices other features read.
 */

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const chosen: UserSettings = {
  theme: 'light',
  accessibility: { highContrast: true, largeText: true, focusVisible: false, screenReader: false, reducedMotion: true, liveTheme: false },
  notifications: { muted: ['achievement', 'reminder'], desktop: true },
};

function settingsEvent(socket: Socket) {
  return nextEvent<ChannelEvent<UserSettingsView>>(socket, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.userSettings.name && e.type === USER_SETTINGS_EVENTS.changed);
}

describe.each(DB_KINDS)('User settings (%s)', (kind) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    server = await startServer(kind);
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.disconnect();
    await server.close();
  });

  it('answers the defaults before anything is stored, then keeps what was saved, last write winning', async () => {
    const { host } = await podcastTeam(server);
    const fresh = await host.get('/api/me/settings');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ settings: DEFAULT_USER_SETTINGS, version: 0, updatedAt: null });

    const saved = await host.put('/api/me/settings', chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ settings: chosen, version: 1 });
    expect(typeof saved.body.updatedAt).toBe('string');
    const again = await host.put('/api/me/settings', { ...chosen, theme: 'system' });
    expect(again.body).toMatchObject({ settings: { theme: 'system' }, version: 2 });
    expect((await host.get('/api/me/settings')).body).toMatchObject({ settings: { ...chosen, theme: 'system' }, version: 2 });

    // Each person has their own: a colleague still reads the defaults.
    const { tech } = { tech: await techOf(server) };
    expect((await tech.get('/api/me/settings')).body.settings).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('refuses a document that is not whole or not valid, and keeps the stored one', async () => {
    const { host } = await podcastTeam(server);
    await host.put('/api/me/settings', chosen);
    const bad: unknown[] = [
      {},
      { ...chosen, theme: 'pink' },
      { ...chosen, notifications: { muted: ['not_a_kind'], desktop: true } },
      { ...chosen, notifications: { muted: [], desktop: 'yes' } },
      { ...chosen, accessibility: { ...chosen.accessibility, extra: true } },
      { ...chosen, unknown: 1 },
      { theme: 'dark', accessibility: chosen.accessibility },
    ];
    for (const body of bad) {
      const res = await host.put('/api/me/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
    }
    expect((await host.get('/api/me/settings')).body).toMatchObject({ settings: chosen, version: 1 });
  });

  it("tells the person's other device at once, and nobody else", async () => {
    const { host } = await podcastTeam(server);
    // A second device: the same person signed in again.
    const secondDevice = new Client(server.url);
    expect((await secondDevice.post('/api/session/sign-in', { email: 'pia@example.no', password: 'et langt passord 123' })).status).toBe(200);
    const tech = await techOf(server);
    const onSecond = await subscribedTo(secondDevice, CHANNELS.userSettings.name);
    const onTech = await subscribedTo(tech, CHANNELS.userSettings.name);
    sockets.push(onSecond, onTech);
    let techGot = 0;
    onTech.on(SOCKET_EVENTS.event, (e: ChannelEvent) => {
      if (e.channel === CHANNELS.userSettings.name) techGot++;
    });

    const arrived = settingsEvent(onSecond);
    expect((await host.put('/api/me/settings', chosen)).status).toBe(200);
    const event = await arrived;
    expect(event.payload).toMatchObject({ settings: chosen, version: 1 });
    await pause(200);
    expect(techGot).toBe(0);
  });

  it('gives the notifying features the choices, with nothing muted by default', async () => {
    const { host } = await podcastTeam(server);
    const hostId = (await host.get('/api/session')).body.profile.id as string;
    expect(await notificationChoicesOf(server.ctx.database.db, hostId)).toEqual({ muted: [], desktop: false });
    await host.put('/api/me/settings', chosen);
    expect(await notificationChoicesOf(server.ctx.database.db, hostId)).toEqual({ muted: ['achievement', 'reminder'], desktop: true });
    // A stored kind that no longer exists is skipped, not an error.
    await server.database.query(`UPDATE user_settings SET settings = jsonb_set(settings, '{notifications,muted}', '["gone", "mention"]') WHERE user_id = $1`, [hostId]);
    expect(await notificationChoicesOf(server.ctx.database.db, hostId)).toEqual({ muted: ['mention'], desktop: true });
  });
});

/** The approved Tekniker of podcastTeam, signed in on a new client. */
async function techOf(server: TestServer): Promise<Client> {
  const tech = new Client(server.url);
  const res = await tech.post('/api/session/sign-in', { email: 'tor@example.no', password: 'et langt passord 123' });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return tech;
}
