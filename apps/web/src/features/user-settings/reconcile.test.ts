import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@studioportal/shared';
import { reconcile, sameSettings } from './reconcile';

const light: UserSettings = { ...DEFAULT_USER_SETTINGS, theme: 'light' };
const view = (settings: UserSettings, version: number) => ({ settings, version, updatedAt: version ? '2026-11-26T10:00:00.000Z' : null });

describe('settings sync: reconciling this device with the server (last write wins)', () => {
  it('takes the server’s settings on a device that never synced (sign-in on a second device)', () => {
    expect(reconcile(DEFAULT_USER_SETTINGS, null, view(light, 3))).toEqual({ kind: 'apply', settings: light, version: 3 });
  });

  it('takes a newer version saved on another device, over what this one last agreed', () => {
    expect(reconcile(DEFAULT_USER_SETTINGS, { settings: DEFAULT_USER_SETTINGS, version: 2 }, view(light, 3))).toMatchObject({ kind: 'apply', version: 3 });
  });

  it('sends up a change made here while offline, once the server answers with the version this device knows', () => {
    const synced = { settings: DEFAULT_USER_SETTINGS, version: 2 };
    expect(reconcile(light, synced, view(DEFAULT_USER_SETTINGS, 2))).toEqual({ kind: 'push', settings: light });
    expect(reconcile(DEFAULT_USER_SETTINGS, synced, view(DEFAULT_USER_SETTINGS, 2))).toEqual({ kind: 'none' });
  });

  it('tells its own save, whose answer a reload cut off, from another device’s: a change made here since goes up', () => {
    const dark: UserSettings = { ...DEFAULT_USER_SETTINGS, accessibility: { ...DEFAULT_USER_SETTINGS.accessibility, reducedMotion: false } };
    // Sent "off" at version 2 and reloaded before the answer; then handed the setting back to the device here.
    const synced = { settings: DEFAULT_USER_SETTINGS, version: 2, sent: dark };
    expect(reconcile(DEFAULT_USER_SETTINGS, synced, view(dark, 3))).toEqual({ kind: 'push', settings: DEFAULT_USER_SETTINGS });
    // Nothing changed here since: the save is simply agreed on.
    expect(reconcile(dark, synced, view(dark, 3))).toEqual({ kind: 'apply', settings: dark, version: 3 });
    // Another device saved something else: it wins, as before.
    expect(reconcile(DEFAULT_USER_SETTINGS, synced, view(light, 3))).toEqual({ kind: 'apply', settings: light, version: 3 });
  });

  it('makes this device’s choices the person’s when the server has none yet, but not bare defaults', () => {
    expect(reconcile(light, null, view(DEFAULT_USER_SETTINGS, 0))).toEqual({ kind: 'push', settings: light });
    expect(reconcile(DEFAULT_USER_SETTINGS, null, view(DEFAULT_USER_SETTINGS, 0))).toEqual({ kind: 'none' });
  });

  it('compares muted kinds as a set', () => {
    const a: UserSettings = { ...DEFAULT_USER_SETTINGS, notifications: { muted: ['mention', 'reminder'], desktop: false } };
    const b: UserSettings = { ...DEFAULT_USER_SETTINGS, notifications: { muted: ['reminder', 'mention'], desktop: false } };
    expect(sameSettings(a, b)).toBe(true);
    expect(sameSettings(a, { ...b, notifications: { ...b.notifications, desktop: true } })).toBe(false);
    expect(sameSettings(a, { ...a, accessibility: { ...a.accessibility, reducedMotion: false } })).toBe(false);
  });
});
