import { useEffect, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  QuizAdjustment,
  QuizAdjustmentInput,
  QuizAnswerKey,
  QuizLeaderboard,
  QuizParticipant,
  QuizParticipantAdd,
  QuizPlayAck,
  QuizSessionDetail,
  QuizSessionSummary,
  QuizStaffAnswer,
  QuizStep,
} from '@studioportal/shared';
import { api, errorMessage, isApiError } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { noteServerNow } from '@/lib/server-clock';
import { withLeaderboard, withParticipant } from './session-cache';
import { LIVE } from './strings';

/**
 * The live session for the control view, the host view and the studio displays: one detail per
 * session (state, participants, leaderboard, adjustments, reveals), kept live by the quiz channel
 * (use-quiz-live-sync.ts) without fetching per event. Mutations put the server's answer in the
 * cache at once; the events that follow change nothing by then.
 *
 * The root 'quiz-live' is kept off the disk (lib/offline/persisted-query-cache.tsx): a producer's
 * detail carries callers' whole phone numbers, and an old live state is no use offline anyway.
 * The producer's answer key is not in the query cache at all (useAnswerKey).
 */

export const quizLiveKeys = {
  all: ['quiz-live'] as const,
  current: ['quiz-live', 'current'] as const,
  sessions: ['quiz-live', 'session'] as const,
  session: (id: string) => ['quiz-live', 'session', id] as const,
  finished: ['quiz-live', 'finished'] as const,
};

const sessionPath = (id: string, rest = '') => `/api/quiz/sessions/${encodeURIComponent(id)}${rest}`;

/** Each answer's `server_now` sets the tab's idea of the server clock the countdowns run on. */
function received(detail: QuizSessionDetail): QuizSessionDetail {
  noteServerNow(detail.state.server_now);
  return detail;
}

/** GET /api/quiz/sessions/current: the session that has not finished, or null. */
export const currentSessionQuery = queryOptions({
  queryKey: quizLiveKeys.current,
  queryFn: ({ signal }) => api.get<{ detail: QuizSessionDetail | null }>('/api/quiz/sessions/current', { signal }).then((r) => (r.detail ? received(r.detail) : null)),
  // Events keep it current (the answer count up to four times a second); no polling underneath.
  ...cacheProfile('user'),
});

export function useCurrentSession() {
  return useQuery(currentSessionQuery);
}

export const sessionQuery = (id: string) =>
  queryOptions({
    queryKey: quizLiveKeys.session(id),
    queryFn: ({ signal }) => api.get<{ detail: QuizSessionDetail }>(sessionPath(id), { signal }).then((r) => received(r.detail)),
    ...cacheProfile('user'),
  });

export function useSession(id: string | null) {
  return useQuery({ ...sessionQuery(id ?? ''), enabled: id !== null });
}

/** The last finished sessions with their winners (the live tab's "Siste quizer", the idle display). */
export const finishedSessionsQuery = queryOptions({
  queryKey: quizLiveKeys.finished,
  queryFn: ({ signal }) => api.get<{ sessions: QuizSessionSummary[] }>('/api/quiz/sessions?status=finished', { signal }).then((r) => r.sessions),
  ...cacheProfile('user'),
});

export function useFinishedSessions(enabled = true) {
  return useQuery({ ...finishedSessionsQuery, enabled });
}

type DetailChange = (detail: QuizSessionDetail | null | undefined) => QuizSessionDetail | null | undefined;

/** Applies a change to every cached copy of a session: the current one and any fetched by id. */
export function changeSessionDetail(queryClient: QueryClient, change: DetailChange): void {
  queryClient.setQueryData<QuizSessionDetail | null>(quizLiveKeys.current, change);
  queryClient.setQueriesData<QuizSessionDetail>({ queryKey: quizLiveKeys.sessions }, (detail) => change(detail) ?? undefined);
}

/**
 * Stores a detail the server sent (a step's answer, a new session): by id, and as the current
 * session when it is the one we show, or when we showed none or a finished one.
 */
export function storeSessionDetail(queryClient: QueryClient, detail: QuizSessionDetail): void {
  received(detail);
  queryClient.setQueryData(quizLiveKeys.session(detail.state.id), detail);
  queryClient.setQueryData<QuizSessionDetail | null>(quizLiveKeys.current, (current) =>
    !current || current.state.id === detail.state.id || current.state.phase === 'finished' ? detail : current,
  );
}

/** The producer's step; a 409 means the session moved on under us, so the detail is fetched again. */
export function useStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, step }: { sessionId: string; step: QuizStep }) => api.post<{ detail: QuizSessionDetail }>(sessionPath(sessionId, '/step'), step).then((r) => r.detail),
    onSuccess: (detail) => storeSessionDetail(queryClient, detail),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: quizLiveKeys.all });
    },
    // A step is never repeated by itself: the one it would repeat may have happened.
    retry: 0,
  });
}

export function useAddParticipant(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizParticipantAdd) => api.post<{ participant: QuizParticipant }>(sessionPath(sessionId, '/participants'), input).then((r) => r.participant),
    onSuccess: (participant) => changeSessionDetail(queryClient, (d) => withParticipant(d, participant)),
    retry: 0,
  });
}

/** Rename (moderating a nickname) or remove a participant. */
export function useUpdateParticipant(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ participantId, change }: { participantId: string; change: { name?: string; removed?: boolean } }) =>
      api.patch<{ participant: QuizParticipant }>(sessionPath(sessionId, `/participants/${encodeURIComponent(participantId)}`), change).then((r) => r.participant),
    onSuccess: (participant) => changeSessionDetail(queryClient, (d) => withParticipant(d, participant)),
    retry: 0,
  });
}

/** A caller's or studio guest's answer as the producer heard it; the server stamps the time. */
export function useEnterAnswer(sessionId: string) {
  return useMutation({
    mutationFn: (answer: QuizStaffAnswer) => api.post<{ ack: QuizPlayAck }>(sessionPath(sessionId, '/answers'), answer).then((r) => r.ack),
    // A repeat would be refused as a second answer, or stamped later than it was given.
    retry: 0,
  });
}

export function useAdjustScore(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizAdjustmentInput) => api.post<{ adjustment: QuizAdjustment; leaderboard: QuizLeaderboard }>(sessionPath(sessionId, '/adjustments'), input),
    onSuccess: ({ adjustment, leaderboard }) =>
      changeSessionDetail(queryClient, (d) => {
        const next = withLeaderboard(d, leaderboard);
        if (!next || next.state.id !== sessionId || next.adjustments.some((a) => a.id === adjustment.id)) return next;
        return { ...next, adjustments: [...next.adjustments, adjustment] };
      }),
    retry: 0,
  });
}

export interface AnswerKeyView {
  key: QuizAnswerKey | null;
  loading: boolean;
  error: string | null;
}

/**
 * The producer's answer key for the current question, fetched only while "Vis fasit" is on (never
 * ahead of time, so it is in no one's network traffic unless the producer asked for it). It stays
 * in this component's memory only: the query cache is saved to the browser's storage.
 */
export function useAnswerKey(sessionId: string, questionIndex: number, enabled: boolean): AnswerKeyView {
  const [loaded, setLoaded] = useState<{ for: string; key: QuizAnswerKey | null; error: string | null } | null>(null);
  const wanted = enabled && questionIndex >= 0 ? `${sessionId}:${questionIndex}` : null;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    api
      .get<{ key: QuizAnswerKey }>(sessionPath(sessionId, '/key'), { signal: controller.signal })
      .then(({ key }) => setLoaded({ for: wanted, key, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ for: wanted, key: null, error: errorMessage(error, LIVE.loadFailed) });
      });
    return () => controller.abort();
  }, [sessionId, wanted]);
  if (!wanted) return { key: null, loading: false, error: null };
  const current = loaded?.for === wanted ? loaded : null;
  // The key must be for the question on screen (a step may land before a new key does).
  const key = current?.key && current.key.question_index === questionIndex ? current.key : null;
  return { key, loading: current === null, error: current?.error ?? null };
}
