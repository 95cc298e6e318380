/**
 * Messages between bench/listeners.ts and its two worker processes (over the fork IPC channel):
 * the listener crowd (listener-crowd-worker.ts: thousands of devices over HTTP) and the staff
 * watchers (listener-staff-worker.ts: staff sockets on the listener channels). Times are wall-clock
 * ms (clock.ts `nowMs`), comparable across the processes.
 */

/** Event-loop delay of a bench process over a phase (ms): a busy load generator would skew every figure. */
export interface LoopLag {
  p50: number;
  p99: number;
  max: number;
}

/** A simulated listener device: its id in the bench and the network address its requests come from. */
export interface DeviceSpec {
  id: number;
  address: string;
}

/** What one device sends: a vote on the poll, or a message to the studio (one device may have several jobs). */
export type CrowdJob =
  | { device: number; kind: 'vote'; pollId: string; optionId: string }
  | { device: number; kind: 'message'; name: string; body: string };

export interface CrowdResult {
  device: number;
  kind: 'vote' | 'message';
  /** The option voted for, or the message body. */
  key: string;
  /** HTTP status; 0 when no answer came (network error or timeout). */
  status: number;
  code: string | null;
  scheduledAt: number;
  sentAt: number;
  answeredAt: number;
}

export type ToCrowd =
  | { type: 'warm'; url: string; devices: DeviceSpec[]; concurrency: number }
  | { type: 'fire'; url: string; jobs: CrowdJob[]; startAt: number; spreadMs: number; concurrency: number; timeoutMs: number }
  | { type: 'close' };

export type FromCrowd =
  | {
      type: 'warmed';
      devices: number;
      failures: number;
      errors: string[];
      lastTokenAt: number;
      durationMs: number;
      latencyMs: number[];
      onAir: boolean;
      openPollId: string | null;
    }
  | { type: 'fired'; results: CrowdResult[]; loopLagMs: LoopLag; inFlightMax: number };

export interface StaffStart {
  type: 'start';
  url: string;
  cookies: string[];
  sockets: number;
  channels: string[];
  /** Message receipts are kept for bodies starting with `${tag} #<n>:`. */
  tag: string;
}

export type ToStaff = StaffStart | { type: 'report'; reset: boolean } | { type: 'close' };

export type FromStaff =
  | { type: 'ready'; connected: number; failed: number; errors: string[] }
  | {
      type: 'report';
      /** [message number, socket index, arrival] for every listeners.message.created frame. */
      messages: [number, number, number][];
      /** [socket index, arrival, total_votes] for every listeners.poll.tally frame. */
      tallies: [number, number, number][];
      /** [socket index, time, reason] of every socket closed so far (whole run). */
      disconnects: [number, number, string][];
      loopLagMs: LoopLag;
    };
