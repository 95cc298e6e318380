import type { Server, Socket } from 'socket.io';
import type { ChannelEvent, ClientToServerEvents, Profile, ServerToClientEvents } from '@studioportal/shared';

export interface SocketData {
  userId: string;
  sessionId: string;
  profile: Profile;
  /** Set once the client asked to be shown in presence (spec: tracked after a 2 s delay). */
  presenceSince?: string;
}

/** Messages between server processes (serverSideEmit); never seen by clients. */
export interface InterServerEvents {
  'cluster:durable-event': (item: { event: ChannelEvent; audience?: string[] }) => void;
  'cluster:profile-changed': (profile: Profile) => void;
  'cluster:session-ended': (sessionId: string) => void;
  'cluster:session-rebound': (change: { from: string; to: string }) => void;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface SocketIdentity {
  userId: string;
  sessionId: string;
}
