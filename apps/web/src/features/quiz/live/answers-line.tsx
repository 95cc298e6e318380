import type { QuizStaffState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { LIVE } from './strings';

/** "12 svar av 40 deltakere": how many have answered the current question (never which). */
export function AnswersLine({ state, className }: { state: QuizStaffState; className?: string }) {
  return (
    <p className={cn('tabular', className)} data-testid="quiz-answers">
      <span className="font-bold">{LIVE.answersCount(state.answers)}</span>
      <span className="text-muted-foreground"> {LIVE.ofParticipants(state.participants)}</span>
    </p>
  );
}
