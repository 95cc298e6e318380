import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHANNELS, USER_SETTINGS_EVENTS, type UserSettings, type UserSettingsView } from '@studioportal/shared';
import { api } from '@/lib/api';
import { getA11yState, subscribeA11y } from '@/lib/a11y';
import { updateA11ySettings } from '@/lib/a11y/store';
import { logger } from '@/lib/logger';
import { cacheProfile } from '@/lib/query-client';
import { getChannelStatus, subscribeChannelStatus, useChannelEvents } from '@/lib/realtime';
import { useTheme } from '@/lib/use-theme';
import { getNotificationChoices, setNotificationChoices, subscribeNotificationChoices } from './notification-choices';
import { reconcile, sameSettings } from './reconcile';
import { readSynced, writeSynced } from './synced-settings';

export const userSettingsKey = (userId: string) => ['me', 'settings', userId] as const;

/** Small delay before a change here goes up: a run of toggles is one save. */
const PUSH_DELAY_MS = 400;

/**
 * Keeps the signed-in person's settings the same on every device (issue 23): after sign-in the
 * server's settings apply here; a change here is written through; another device's change
 * arrives on `user-settings:v1` and applies at once. The theme, accessibility and notification
 * stores stay in localStorage, so offline the last known settings apply, and a change made
 * offline goes up when the server answers again (reconcile.ts). Last write wins.
 */
export function UserSettingsSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const { preference, setPreference } = useTheme();
  const a11y = useSyncExternalStore(subscribeA11y, getA11yState);
  const notifications = useSyncExternalStore(subscribeNotificationChoices, getNotificationChoices);
  const local = useMemo<UserSettings>(
    () => ({
      theme: preference,
      accessibility: {
        highContrast: a11y.highContrast,
        largeText: a11y.largeText,
        focusVisible: a11y.focusVisible,
        screenReader: a11y.screenReader,
        reducedMotion: a11y.reducedMotion,
        liveTheme: a11y.liveTheme,
      },
      notifications,
    }),
    [preference, a11y, notifications],
  );
  const localRef = useRef(local);
  localRef.current = local;
  const pushing = useRef(false);
  // The highest version the server announced while a save of ours was on its way or a change here
  // waited to go up. Applying it then would undo that change (it may be our own echo, arriving
  // before our save's answer); once the save is back, a version above it means another device
  // saved after us, and the server is asked again.
  const seenWhileBusy = useRef(0);
  const busy = (version: number) => {
    seenWhileBusy.current = Math.max(seenWhileBusy.current, version);
  };

  const server = useQuery({
    queryKey: userSettingsKey(userId),
    queryFn: ({ signal }) => api.get<UserSettingsView>('/api/me/settings', { signal }),
    ...cacheProfile('user'),
    // Back online: ask again, so a change made offline goes up.
    refetchOnReconnect: 'always',
  });

  const apply = (settings: UserSettings, version: number) => {
    // Agreement first: the stores' change below then matches it and is not sent back up.
    writeSynced(userId, { settings, version });
    setPreference(settings.theme);
    updateA11ySettings(settings.accessibility);
    setNotificationChoices(settings.notifications);
  };

  const push = async (settings: UserSettings) => {
    if (pushing.current) return;
    pushing.current = true;
    let saved: UserSettingsView | null = null;
    const before = readSynced(userId);
    if (before) writeSynced(userId, { ...before, sent: settings });
    try {
      saved = await api.put<UserSettingsView>('/api/me/settings', settings);
      // Heard back: what was sent is no longer in doubt, whichever version is the newer.
      const synced = readSynced(userId);
      const agreed = !synced || saved.version > synced.version ? saved : synced;
      writeSynced(userId, { settings: agreed.settings, version: agreed.version });
      queryClient.setQueryData(userSettingsKey(userId), saved);
    } catch (error) {
      // Offline or refused: the change stays here and goes up on the next answer from the server.
      logger.warn('Kunne ikke lagre innstillingene', { error: String(error) });
    } finally {
      pushing.current = false;
    }
    const missed = saved !== null && seenWhileBusy.current > saved.version;
    seenWhileBusy.current = 0;
    // A change made while this save was on its way goes up next.
    if (saved && !sameSettings(localRef.current, saved.settings)) void push(localRef.current);
    else if (missed) void server.refetch();
  };

  // Once the channel is (re)subscribed, ask again: a save from another device between the first
  // answer and the subscription would otherwise be missed (the channel replays only to a client
  // that has seen an event).
  const channel = useSyncExternalStore(subscribeChannelStatus, () => getChannelStatus(CHANNELS.userSettings.name));
  useEffect(() => {
    if (channel === 'subscribed') void server.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel]);

  // The server's settings arrived (sign-in, refetch, back online).
  useEffect(() => {
    if (!server.data) return;
    if (pushing.current) return busy(server.data.version);
    const synced = readSynced(userId);
    const action = reconcile(localRef.current, synced, server.data);
    if (action.kind === 'apply') apply(action.settings, action.version);
    else if (action.kind === 'push') void push(action.settings);
    // Nothing stored yet and nothing chosen here: agreed on the defaults, so the first change goes up.
    else if (!synced) writeSynced(userId, { settings: server.data.settings, version: server.data.version });
    // Only a new answer from the server reconciles; a change here is handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [server.dataUpdatedAt, userId]);

  // A change made here: written through once it differs from what was last agreed.
  useEffect(() => {
    const synced = readSynced(userId);
    if (!synced || sameSettings(local, synced.settings)) return;
    const timer = setTimeout(() => void push(localRef.current), PUSH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [local, userId]);

  // Another device saved: newer than what this one knows, so it applies here.
  useChannelEvents('userSettings', {
    [USER_SETTINGS_EVENTS.changed]: (view) => {
      const synced = readSynced(userId);
      if (synced && view.version <= synced.version) return;
      if (pushing.current || (synced && !sameSettings(localRef.current, synced.settings))) return busy(view.version);
      queryClient.setQueryData(userSettingsKey(userId), view);
      apply(view.settings, view.version);
    },
  });

  return null;
}
