import { useId, useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { alternativeLetter } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { QUIZ_WEB } from '../strings';
import { addAlternative, canAddAlternative, canRemoveAlternative, removeAlternative, type QuestionDraft, type QuestionErrors } from './set-draft';

const errorText = 'text-xs font-medium text-red-600 dark:text-red-400';

/** A choice question's two to four alternatives, each with the radio that marks it as the right one. */
export function ChoiceFields({ question, errors, onChange }: { question: QuestionDraft; errors: QuestionErrors | undefined; onChange: (q: QuestionDraft) => void }) {
  const base = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  const e = QUIZ_WEB.editor;
  const groupErrors = [errors?.alternatives, errors?.correct].filter((m): m is string => Boolean(m));
  const groupError = groupErrors.length > 0;
  const groupErrorId = `${base}-error`;

  const setAlternative = (index: number, value: string) => onChange({ ...question, alternatives: question.alternatives.map((a, i) => (i === index ? value : a)) });

  return (
    <fieldset className="grid gap-2" aria-describedby={groupError ? groupErrorId : `${base}-hint`}>
      <legend className="mb-1 text-sm font-medium">{e.alternatives}</legend>
      <p id={`${base}-hint`} className="-mt-1 text-xs text-muted-foreground">
        {e.alternativesHint}
      </p>
      {question.alternatives.map((alternative, index) => {
        const letter = alternativeLetter(index);
        const error = errors?.alternative?.[index];
        const inputId = `${base}-alt-${index}`;
        const correct = question.correctIndex === index;
        return (
          <div key={index} className="grid gap-1">
            <div className={cn('flex items-center gap-2 rounded-lg border p-1.5 pl-2.5 transition-colors', correct ? 'border-green-600/60 bg-green-600/10' : 'border-transparent bg-muted/40')}>
              <input
                type="radio"
                name={`${base}-correct`}
                checked={correct}
                onChange={() => onChange({ ...question, correctIndex: index })}
                aria-label={e.correctAlternative(letter)}
                className="size-5 shrink-0 cursor-pointer accent-green-600 max-md:size-6"
              />
              <span aria-hidden className="w-5 shrink-0 text-center font-mono text-sm font-semibold text-muted-foreground">
                {letter}
              </span>
              <Input
                id={inputId}
                ref={(el) => {
                  inputs.current[index] = el;
                }}
                value={alternative}
                onChange={(event) => setAlternative(index, event.target.value)}
                aria-label={e.alternative(letter)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                autoComplete="off"
                className="bg-background"
              />
              {canRemoveAlternative(question) && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={e.removeAlternative(letter)}
                  onClick={() => {
                    onChange(removeAlternative(question, index));
                    // The button that had focus is gone: go to the field before it.
                    requestAnimationFrame(() => (inputs.current[Math.max(0, index - 1)] ?? addRef.current)?.focus());
                  }}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
            {error && (
              <p id={`${inputId}-error`} className={errorText}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {groupError && (
        <div id={groupErrorId} className="grid gap-0.5">
          {groupErrors.map((message) => (
            <p key={message} className={errorText}>
              {message}
            </p>
          ))}
        </div>
      )}
      {canAddAlternative(question) && (
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            onChange(addAlternative(question));
            requestAnimationFrame(() => inputs.current[question.alternatives.length]?.focus());
          }}
        >
          <Plus aria-hidden />
          {e.addAlternative}
        </Button>
      )}
    </fieldset>
  );
}
