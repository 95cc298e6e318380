import type { LoopLag } from './listener-protocol';
import type { AnswerSheet } from './quiz-set';

/**
 * Messages between bench/quiz.ts and its listener crowd (quiz-crowd-worker.ts, a process of its
 * own) over the fork IPC channel. Times are wall-clock ms (clock.ts `nowMs`), comparable across
 * the processes.
 */

/** A simulated phone: its id in the bench, the network address its requests come from, its nickname. */
export interface QuizDevice {
  id: number;
  address: string;
  nickname: string;
}

/** One answer a phone sent: in the window, or deliberately after the lock. */
export interface AnswerResult {
  device: number;
  question: number;
  late: boolean;
  choice: number | null;
  text: string | null;
  /** HTTP status; 0 when no answer came (network error or timeout). */
  status: number;
  code: string | null;
  /** When the phone meant to send it, passed the gate, and had the answer. */
  scheduledAt: number;
  sentAt: number;
  answeredAt: number;
  /** The acknowledgement's `answered_at` (the server's clock), for accepted answers. */
  ackAnsweredAt: string | null;
}

export interface FollowPlan {
  url: string;
  code: string;
  questions: AnswerSheet[];
  /** Per question: the devices that hold their answer back until the bench says the question is locked. */
  lateDevices: number[][];
  seed: number;
  /** Answers are due no later than this long before the deadline (the phone's own estimate of it). */
  endMarginMs: number;
  openConcurrency: number;
  answerConcurrency: number;
  timeoutMs: number;
}

export type ToQuizCrowd =
  | { type: 'join'; url: string; code: string; devices: QuizDevice[]; concurrency: number; minFillMs: number; timeoutMs: number }
  | ({ type: 'follow' } & FollowPlan)
  | { type: 'late'; question: number }
  | { type: 'report' }
  | { type: 'close' };

export type FromQuizCrowd =
  | {
      type: 'joined';
      joined: number;
      failures: number;
      errors: string[];
      durationMs: number;
      liveLatencyMs: number[];
      joinLatencyMs: number[];
      /** [device, participant id] of every phone that joined. */
      participants: [number, string][];
    }
  | { type: 'following'; open: number; failures: number; errors: string[]; durationMs: number; openLatencyMs: number[] }
  | { type: 'lateDone'; question: number; results: AnswerResult[] }
  | {
      type: 'report';
      answers: AnswerResult[];
      /** Per state key (`<phase>:<question index>`): when each stream first saw it. */
      arrivals: Record<string, number[]>;
      /** How far behind its own `server_now` each stream message arrived (ms; the same machine's clock). */
      serverNowAgeMs: number[];
      /** Phones whose stream never showed a question open in time to answer it: [device, question]. */
      missedQuestions: [number, number][];
      /** Each phone's own line in the final state: [device, points, rank]. */
      finalLines: [number, number, number | null][];
      streamsOpen: number;
      streamsClosed: number;
      streamErrors: string[];
      answerInFlightMax: number;
      loopLagMs: LoopLag;
    };
