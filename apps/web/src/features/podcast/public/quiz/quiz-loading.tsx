import { QUIZ_PLAY_STRINGS as T } from './strings';

/** While the quiz's code or state loads: a quiet block the size of a short view. */
export function QuizLoading() {
  return (
    <div aria-busy="true" className="grid min-h-32 content-center gap-3">
      <span aria-hidden className="h-5 w-2/5 rounded bg-muted motion-safe:animate-pulse" />
      <span aria-hidden className="h-12 rounded-lg bg-muted motion-safe:animate-pulse" />
      <p className="sr-only">{T.loadingQuiz}</p>
    </div>
  );
}
