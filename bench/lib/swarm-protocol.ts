/** Messages between the orchestrator and a swarm worker process (over the fork IPC channel). */
export type SwarmKind = 'socketio' | 'ws';

export interface SwarmStart {
  type: 'start';
  kind: SwarmKind;
  url: string;
  /** Session cookies to spread the clients over (socket.io only; the baseline has no auth). */
  cookies: string[];
  clients: number;
  /** Index of this worker's first client, so cookies are spread evenly across workers. */
  offset: number;
  /** Socket.IO channel to subscribe to. */
  channel: string;
  /** Receipts are counted for message texts matching `${tag} #<n>`, n < messages. */
  tag: string;
  messages: number;
  /**
   * Count only frames of this event type (e.g. 'chat.message.created'), for channels where one
   * message causes several events that all carry its text (the chat's studio event).
   */
  eventType?: string;
}

export type ToWorker = SwarmStart | { type: 'report' } | { type: 'close' };

export type FromWorker =
  | { type: 'ready'; connected: number; failed: number; errors: string[] }
  | { type: 'report'; receipts: number[][]; disconnects: number };

/** The text of benchmark message `n`; the worker parses it back from whatever envelope carried it. */
export function benchText(tag: string, n: number): string {
  return `${tag} #${n}: Dette er en akuttmelding fra ytelsestesten.`;
}
