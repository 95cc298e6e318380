import type { ReactNode } from 'react';
import { QUIZ_PHASE_LABELS, type QuizStaffState } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { CodeBanner } from './code-banner';
import { LIVE } from './strings';

/** The session's title, where it stands, and the code the host reads on air; `aside` sits at the end. */
export function SessionHeader({ state, aside }: { state: QuizStaffState; aside?: ReactNode }) {
  const where = state.question_index >= 0 && state.phase !== 'lobby' ? LIVE.questionOf(state.question_index + 1, state.question_count) : LIVE.questionsCount(state.question_count);
  return (
    <header className="flex flex-wrap items-start justify-between gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={state.phase === 'finished' ? 'secondary' : 'success'}>{QUIZ_PHASE_LABELS[state.phase]}</Badge>
          {state.paused && <Badge variant="warning">{LIVE.paused}</Badge>}
          <span className="text-sm text-muted-foreground">{where}</span>
        </div>
        <h2 className="break-words text-xl font-bold tracking-tight">{state.title}</h2>
        {state.producer?.full_name && <p className="text-sm text-muted-foreground">{LIVE.producerIs(state.producer.full_name)}</p>}
      </div>
      <CodeBanner code={state.code} />
      {aside && <div className="flex w-full justify-end sm:w-auto">{aside}</div>}
    </header>
  );
}
