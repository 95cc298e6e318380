import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { useCurrentSession, useFinishedSessions } from '../live/api';
import { useQuizLiveSync } from '../live/use-quiz-live-sync';
import { useCountdown } from '../live/use-countdown';
import { displayStageOf } from './display-stage';
import styles from './quiz-display.module.css';
import { StageQuestion } from './stage-question';
import { StageFinished, StageLeaderboard } from './stage-leaderboard';
import { StageIdle, StageLobby } from './stage-lobby';

/**
 * /studio-display/quiz/large (and /studio-display/quiz inside the layout): the running quiz for the
 * studio TV — the lobby with the code, each question with its clock and answer count, the result
 * after the reveal, the top ten, and the winner. It follows the session live and never asks for
 * the answer: what it shows of one comes from the state after the producer reveals it. The
 * display around it brings the show, ON AIR, Akutt, producers' messages and the clock strip.
 */
export default function QuizDisplayPanel({ large, squeezed }: DisplayPanelProps) {
  const current = useCurrentSession();
  useQuizLiveSync();
  const detail = current.data ?? null;
  const state = detail?.state ?? null;
  const stage = displayStageOf(state);
  const countdown = useCountdown(state);
  const finished = useFinishedSessions(stage === 'idle' && !current.isPending);
  return (
    <div className={cn(styles.panel, !large && styles.embedded)} data-testid="quiz-display" data-stage={stage}>
      {stage === 'idle' && <StageIdle loading={current.isPending} lastWinner={finished.data?.find((s) => s.winner)?.winner ?? null} />}
      {state && stage === 'lobby' && <StageLobby state={state} />}
      {state && (stage === 'question' || stage === 'reveal') && <StageQuestion state={state} countdown={countdown} squeezed={squeezed} />}
      {detail && stage === 'leaderboard' && <StageLeaderboard state={detail.state} entries={detail.leaderboard.entries} />}
      {detail && stage === 'finished' && <StageFinished state={detail.state} entries={detail.leaderboard.entries} />}
    </div>
  );
}
