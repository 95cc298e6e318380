import { useState, type ReactNode } from 'react';
import type { QuizSessionDetail } from '@studioportal/shared';
import { Card, CardContent } from '@/components/ui/card';
import { AnswerKeySwitch } from './answer-key-switch';
import { AnswersLine } from './answers-line';
import { useAnswerKey } from './api';
import { LeaderboardCard } from './leaderboard-card';
import { ParticipantsPanel } from './participants-panel';
import { QuestionView, revealedIndex } from './question-view';
import { RevealSummary } from './reveal-summary';
import { SessionHeader } from './session-header';
import { StepControls } from './step-controls';
import { LIVE } from './strings';
import { TimerView } from './timer-view';
import { useCountdown } from './use-countdown';

/**
 * The producer's control view: the code, the step keys, the current question with its clock and
 * answer count, the key on request, the result after a reveal, the participants with the callers'
 * answer entry, and the leaderboard with corrections.
 */
export function ControlView({ detail, viewToggle }: { detail: QuizSessionDetail; viewToggle: ReactNode }) {
  const { state } = detail;
  const countdown = useCountdown(state);
  const [showKey, setShowKey] = useState(false);
  const question = state.question;
  // The key is asked for only by the producer, only on request, and only before the reveal says it anyway.
  const keyWanted = showKey && detail.is_producer && question !== null && state.reveal === null;
  const key = useAnswerKey(state.id, state.question_index, keyWanted);
  const correctIndex = revealedIndex(state.reveal) ?? (keyWanted ? (key.key?.correct_index ?? null) : null);

  return (
    <div className="grid gap-4" data-testid="quiz-control">
      <SessionHeader state={state} aside={viewToggle} />
      {state.phase !== 'finished' && (
        <Card>
          <CardContent className="grid gap-3 pt-5">
            <StepControls state={state} timeUp={countdown.phase === 'closed'} />
            <AnswerKeySwitch on={showKey} onChange={setShowKey} view={key} disabled={question === null} />
          </CardContent>
        </Card>
      )}
      {/* One column on a phone in the order a producer works (question, callers, result, list);
          on a wide screen the participants stand beside the rest. */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_auto_1fr]">
        <Card className="min-w-0 lg:col-start-1">
          <CardContent className="grid gap-5 pt-5">
            {question ? (
              <>
                <QuestionView
                  question={question}
                  questionCount={state.question_count}
                  media={state.media}
                  correctIndex={correctIndex}
                  accepted={keyWanted ? key.key?.accepted_answers : null}
                />
                <TimerView countdown={countdown} />
                <AnswersLine state={state} />
              </>
            ) : (
              <PhaseMessage finished={state.phase === 'finished'} participants={state.participants} />
            )}
            {state.host_notes && (
              <section aria-label={LIVE.hostNotes} className="rounded-lg border border-amber-500/40 bg-amber-500/[0.07] px-3 py-2">
                <h3 className="text-xs font-semibold uppercase tracking-wide text-amber-800 dark:text-amber-300">{LIVE.hostNotes}</h3>
                <p className="whitespace-pre-line">{state.host_notes}</p>
              </section>
            )}
          </CardContent>
        </Card>
        <div className="min-w-0 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <ParticipantsPanel detail={detail} countdown={countdown} />
        </div>
        {question && state.reveal && <RevealSummary question={question} reveal={state.reveal} className="min-w-0 lg:col-start-1" />}
        <div className="min-w-0 lg:col-start-1">
          <LeaderboardCard detail={detail} />
        </div>
      </div>
    </div>
  );
}

function PhaseMessage({ finished, participants }: { finished: boolean; participants: number }) {
  return (
    <div className="grid gap-1 py-4">
      <p className="text-xl font-semibold">{finished ? LIVE.finishedTitle : LIVE.lobbyWaiting}</p>
      <p className="text-muted-foreground">{LIVE.participantsCount(participants)}</p>
    </div>
  );
}
