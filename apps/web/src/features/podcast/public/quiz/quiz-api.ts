import type { QuizJoinInput, QuizPlayAck, QuizPlayAnswer, QuizPlayState, QuizPublicStatus } from '@studioportal/shared';
import { api } from '@/lib/api';

/** The public quiz's requests: plain fetch through lib/api (no socket, no staff modules, no zod). */
export const QUIZ_PUBLIC_PATH = '/api/quiz/public';

const playPath = (code: string) => `/api/quiz/play/${encodeURIComponent(code)}`;

export const fetchQuizPublic = (signal?: AbortSignal) => api.get<QuizPublicStatus>(QUIZ_PUBLIC_PATH, signal ? { signal } : undefined);

export const joinQuiz = (body: QuizJoinInput) => api.post<QuizPlayState>('/api/quiz/play/join', body);

/** The state as this device sees it (`me` is null when it has not joined). */
export const fetchPlayState = (code: string) => api.get<QuizPlayState>(playPath(code));

export const playEventsUrl = (code: string) => `${playPath(code)}/events`;

export const sendQuizAnswer = (code: string, body: QuizPlayAnswer) => api.post<QuizPlayAck>(`${playPath(code)}/answers`, body);
