import type { ReactNode } from 'react';
import { QUIZ_LIMITS, type QuizSessionDetail } from '@studioportal/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AnswersLine } from './answers-line';
import { LeaderboardTable } from './leaderboard-table';
import { QuestionView, revealedIndex } from './question-view';
import { RevealSummary } from './reveal-summary';
import { SessionHeader } from './session-header';
import { LIVE } from './strings';
import { TimerView } from './timer-view';
import { useCountdown } from './use-countdown';

/**
 * What the host (and every colleague but the producer) sees: the question big, the time left,
 * how many have answered, the host notes and the code; after the reveal the right answer and who
 * was first right; the top list when the producer shows it. No controls and no key: nothing here
 * asks the server for the answer, and the state has none before the reveal.
 */
export function HostView({ detail, viewToggle, intro }: { detail: QuizSessionDetail; viewToggle?: ReactNode; intro?: boolean }) {
  const { state } = detail;
  const countdown = useCountdown(state);
  const question = state.question;
  const showTop = state.phase === 'leaderboard' || state.phase === 'finished';
  return (
    <div className="grid gap-4" data-testid="quiz-host">
      {intro && <p className="text-sm text-muted-foreground">{LIVE.hostIntro}</p>}
      <SessionHeader state={state} aside={viewToggle} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-4">
          <Card>
            <CardContent className="grid gap-5 pt-5">
              {question ? (
                <QuestionView question={question} questionCount={state.question_count} media={state.media} correctIndex={revealedIndex(state.reveal)} size="big" />
              ) : (
                <div className="grid gap-1 py-4">
                  <p className="text-2xl font-semibold">{state.phase === 'finished' ? LIVE.finishedTitle : LIVE.lobbyWaiting}</p>
                  <p className="text-lg text-muted-foreground">{LIVE.joinLine(state.code)}</p>
                </div>
              )}
            </CardContent>
          </Card>
          {question && state.reveal && <RevealSummary question={question} reveal={state.reveal} />}
          {showTop && (
            <Card>
              <CardHeader>
                <CardTitle>{LIVE.topList}</CardTitle>
              </CardHeader>
              <CardContent>
                <LeaderboardTable entries={detail.leaderboard.entries.slice(0, QUIZ_LIMITS.leaderboardShown)} />
              </CardContent>
            </Card>
          )}
        </div>
        <aside className="grid gap-4 lg:sticky lg:top-20">
          {question && (
            <Card>
              <CardContent className="grid gap-4 pt-5">
                <TimerView countdown={countdown} size="big" />
                <AnswersLine state={state} className="text-xl" />
              </CardContent>
            </Card>
          )}
          {state.host_notes && (
            <Card className="border-amber-500/40 bg-amber-500/[0.06]">
              <CardHeader>
                <CardTitle>{LIVE.hostNotes}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-line text-lg leading-relaxed">{state.host_notes}</p>
              </CardContent>
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
}
