import { lazy, Suspense, useState } from 'react';
import { Card } from '@/components/ui/card';
import { ErrorBoundary } from '@/components/error-boundary';
import { readJoinedCode } from './joined-code';
import { QuizLoading } from './quiz-loading';
import { useQuizPublic } from './quiz-status-query';
import { QUIZ_PLAY_STRINGS as T } from './strings';

// The join form and the play view are fetched only when there is a quiz to play: the public page
// stays as light as it was on the mornings without one.
const LiveQuiz = lazy(() => import('./live-quiz'));

/**
 * The quiz in "Til studio": shown while GET /api/quiz/public says a quiz is live, or while this
 * tab plays one (a finished quiz stays on screen with the final placing until it is closed).
 */
export function QuizBlock() {
  const status = useQuizPublic();
  const [code, setCode] = useState(readJoinedCode);
  const live = status?.live ?? null;
  if (!live && !code) return null;
  return (
    <Card className="border-primary/40 p-4 sm:p-6">
      <ErrorBoundary name="quiz" fallback={<p className="text-sm text-muted-foreground">{T.loadFailed}</p>}>
        <Suspense fallback={<QuizLoading />}>
          <LiveQuiz quizTitle={live?.title ?? null} code={code} onCodeChange={setCode} />
        </Suspense>
      </ErrorBoundary>
    </Card>
  );
}
