/**
 * The cache keys of the quiz desk (sets, speed rounds, tournaments). What carries a secret stays
 * off the disk under the root 'quiz-private' (lib/offline/persisted-query-cache.tsx): a set with its
 * answers, and speed rounds and tournaments, whose winners and players may have their whole phone
 * number. The set list (titles and counts) and the media list are kept for offline reading. The
 * live views keep their sessions under 'quiz-live' (live/api.ts quizLiveKeys).
 */
export const quizKeys = {
  sets: ['quiz', 'sets'] as const,
  set: (id: string) => ['quiz-private', 'sets', id] as const,
  mediaLibrary: ['quiz', 'media-library'] as const,
  speedRounds: ['quiz-private', 'speed-rounds'] as const,
  tournaments: ['quiz-private', 'tournaments'] as const,
  tournament: (id: string) => ['quiz-private', 'tournaments', id] as const,
};
