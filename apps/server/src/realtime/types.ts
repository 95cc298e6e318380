import type { Server, Socket } from 'socket.io';
import type { Profile } from '@studioportal/shared';

export interface SocketData {
  userId: string;
  sessionId: string;
  profile: Profile;
  /** Set once the client asked to be shown in presence (spec: tracked after a 2 s delay). */
  presenceSince?: string;
}

export type AppServer = Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;
export type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

export interface SocketIdentity {
  userId: string;
  sessionId: string;
}
