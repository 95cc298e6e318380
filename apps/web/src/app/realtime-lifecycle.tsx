import { useEffect } from 'react';
import { startRealtime, stopRealtime, useServerHealthFeed } from '@/lib/realtime';
import { useAuth } from '@/features/auth';
import { PresenceTracker } from '@/features/presence';
import { UserSettingsSync } from '@/features/user-settings';
// The hook only (not the enterprise screens): it keeps /api/config live on every page.
import { useStationConfigFeed } from '@/features/enterprise/station-config-feed';

/**
 * The main realtime namespace admits approved users only, so it runs exactly while the signed-in
 * user is approved (the account namespace is the auth feature's business). Presence is tracked
 * app-wide for the same span, so "Pålogget nå" is true whatever page people have open, and so is
 * the server's health report.
 */
export default function RealtimeLifecycle() {
  const { user, isApproved, can } = useAuth();
  const userId = user?.id ?? null;
  const active = userId !== null && isApproved;

  useEffect(() => {
    if (!active) return;
    startRealtime('main');
    return () => stopRealtime('main');
  }, [active, userId]);
  // The server's own health report: the connection indicator and /dev-tools show it.
  useServerHealthFeed(active);
  // Station settings (/enterprise): show name, time zone … live without a reload.
  useStationConfigFeed(active);

  return active ? (
    <>
      <PresenceTracker key={userId} publish={can('publishGlobalPresence')} selfId={userId} />
      {/* The person's settings follow them from device to device (issue 23). */}
      <UserSettingsSync key={`settings-${userId}`} userId={userId} />
    </>
  ) : null;
}
