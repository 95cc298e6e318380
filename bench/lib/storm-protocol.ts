/** Messages between the reconnect-storm orchestrator and its client worker processes (fork IPC). */
export interface StormStart {
  type: 'start';
  url: string;
  /** Session cookies to spread the clients over. */
  cookies: string[];
  clients: number;
  /** Index of this worker's first client, so cookies are spread evenly across workers. */
  offset: number;
  channel: string;
  /** Socket.IO transports; the web app uses the library default (polling, then upgrade). */
  transports?: string[];
}

export type ToStormWorker =
  | StormStart
  /** From now on the clients are in the storm: record disconnects, attempts and reconnects. */
  | { type: 'mark' }
  /** The channel's head seq after the messages sent while clients were away; resynced = reached it. */
  | { type: 'target'; seq: number }
  | { type: 'progress' }
  | { type: 'report' }
  | { type: 'close' };

export interface StormClientStat {
  /** Wall-clock ms (nowMs) of the first disconnect after 'mark'; null if it never dropped. */
  disconnectedAt: number | null;
  /** First successful connect after the disconnect. */
  reconnectedAt: number | null;
  /** First moment every event up to the target seq had been delivered after the reconnect. */
  resyncedAt: number | null;
  /** Connection attempts after 'mark' (socket.connect() calls). */
  attempts: number;
  /** Shortest gap between two consecutive attempts of this client (ms); null with fewer than two. */
  minAttemptGapMs: number | null;
  /** Disconnects after it had reconnected (a client bouncing in and out). */
  flapsAfterReconnect: number;
  /** Events delivered from subscribe acks (replay by cursor) vs live, after 'mark'. */
  replayed: number;
  live: number;
  /** Events with a seq already delivered (dropped by the client, as the web app does). */
  duplicates: number;
  /** Seqs between the pre-storm cursor and the target that never arrived. */
  missing: number;
  /** The server refused the handshake (unauthorized/not_approved): the client stops, as the web app does. */
  refused: string | null;
  /** Subscribe answers that said the replay was cut short (the client would refetch over HTTP). */
  truncated: number;
}

export type FromStormWorker =
  | { type: 'ready'; connected: number; failed: number; errors: string[] }
  | { type: 'progress'; reconnected: number; resynced: number; connectedNow: number }
  /** `attemptTimes`: every attempt after 'mark' (wall-clock ms), for the rate per second. */
  | { type: 'report'; clients: StormClientStat[]; attemptTimes: number[]; errorCounts: Record<string, number> };
