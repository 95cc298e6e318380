import { useId } from 'react';
import { ArrowDown, ArrowUp, Copy, Trash2 } from 'lucide-react';
import { QUIZ_KINDS, QUIZ_LIMITS as L, type QuizQuestionKind } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { QUIZ_WEB } from '../strings';
import { AcceptedAnswersField } from './accepted-answers-field';
import { ChoiceFields } from './choice-fields';
import { MediaField } from './media-field';
import { withKind, type QuestionDraft, type QuestionErrors } from './set-draft';

export type QuestionAction = 'up' | 'down' | 'duplicate' | 'delete';

interface QuestionCardProps {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: QuestionErrors | undefined;
  onChange: (question: QuestionDraft) => void;
  onAction: (action: QuestionAction) => void;
  /** Where the editor puts focus after a move, a copy or a deletion. */
  registerFocusTarget: (name: 'heading' | 'prompt' | QuestionAction, element: HTMLElement | null) => void;
}

/** One question of the set: its type, prompt, answers, time, points, picture or sound, notes, and its place in the list. */
export function QuestionCard({ question, index, count, errors, onChange, onAction, registerFocusTarget }: QuestionCardProps) {
  const headingId = useId();
  const n = index + 1;
  const e = QUIZ_WEB.editor;
  const hasError = errors && Object.keys(errors).length > 0;

  const tool = (action: QuestionAction, label: string, Icon: typeof ArrowUp, disabled = false, className?: string) => (
    <Button
      ref={(el) => registerFocusTarget(action, el)}
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      disabled={disabled}
      className={className}
      onClick={() => onAction(action)}
    >
      <Icon aria-hidden />
    </Button>
  );

  return (
    <Card role="group" aria-labelledby={headingId} className={cn('grid gap-4 p-4 sm:p-5', hasError && 'border-red-500/60')} data-testid="question-card">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={headingId} ref={(el) => registerFocusTarget('heading', el)} tabIndex={-1} className="mr-auto text-base font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {e.questionHeading(n)}
          <span className="sr-only">, {e.kindLabels[question.kind]}</span>
        </h3>
        <div className="flex items-center gap-0.5" role="toolbar" aria-label={e.questionHeading(n)}>
          {tool('up', e.moveUp(n), ArrowUp, index === 0)}
          {tool('down', e.moveDown(n), ArrowDown, index === count - 1)}
          {tool('duplicate', e.duplicateQuestion(n), Copy, count >= L.questionsMax)}
          {tool('delete', e.deleteQuestion(n), Trash2, false, 'text-red-700 hover:bg-destructive/10 dark:text-red-300')}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label={e.kind}>
          <NativeSelect value={question.kind} onChange={(event) => onChange(withKind(question, event.target.value as QuizQuestionKind))}>
            {QUIZ_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {e.kindLabels[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={e.prompt} error={errors?.prompt}>
          <Textarea
            ref={(el) => registerFocusTarget('prompt', el)}
            value={question.prompt}
            rows={2}
            className="min-h-16"
            onChange={(event) => onChange({ ...question, prompt: event.target.value })}
          />
        </FormField>
      </div>

      {question.kind === 'choice' ? <ChoiceFields question={question} errors={errors} onChange={onChange} /> : <AcceptedAnswersField question={question} errors={errors} onChange={onChange} />}

      <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
        <FormField label={e.timeLimit} error={errors?.timeLimit}>
          <Input type="number" inputMode="numeric" min={L.timeLimitMinS} max={L.timeLimitMaxS} step={1} value={question.timeLimit} onChange={(event) => onChange({ ...question, timeLimit: event.target.value })} className="tabular" />
        </FormField>
        <FormField label={e.points} error={errors?.points}>
          <Input type="number" inputMode="numeric" min={L.pointsMin} max={L.pointsMax} step={100} value={question.points} onChange={(event) => onChange({ ...question, points: event.target.value })} className="tabular" />
        </FormField>
      </div>

      <MediaField media={question.media} error={errors?.media} onChange={(media) => onChange({ ...question, media })} />

      <FormField label={e.hostNotes} hint={e.hostNotesHint} error={errors?.hostNotes}>
        <Textarea value={question.hostNotes} rows={2} className="min-h-16" onChange={(event) => onChange({ ...question, hostNotes: event.target.value })} />
      </FormField>
    </Card>
  );
}
