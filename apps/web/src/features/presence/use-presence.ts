import { useSyncExternalStore } from 'react';
import { CHANNELS, type PresenceEntry } from '@studioportal/shared';
import { getChannelStatus, subscribeChannelStatus, useConnectionState, type ChannelStatus, type ConnectionState } from '@/lib/realtime';
import { getPresenceUsers, subscribePresence } from './presence-store';

export interface PresenceView {
  /** null until the server has sent the first list. */
  users: PresenceEntry[] | null;
  connection: ConnectionState;
  channel: ChannelStatus;
}

/** Read-only view of who is online; PresenceTracker keeps it up to date. */
export function usePresence(): PresenceView {
  const users = useSyncExternalStore(subscribePresence, getPresenceUsers);
  const connection = useConnectionState('main');
  const channel = useSyncExternalStore(subscribeChannelStatus, () => getChannelStatus(CHANNELS.presence.name));
  return { users, connection, channel };
}
