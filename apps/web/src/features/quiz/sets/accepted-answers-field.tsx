import { useId, useRef, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { QUIZ_LIMITS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { QUIZ_WEB } from '../strings';
import { addAccepted, canAddAccepted, removeAccepted, type QuestionDraft, type QuestionErrors } from './set-draft';

const errorText = 'text-xs font-medium text-red-600 dark:text-red-400';

/**
 * A text question's accepted answers as chips. Enter or "Legg til" adds what is typed, and so does
 * leaving the field, so an answer typed but not added is never lost at "Lagre".
 */
export function AcceptedAnswersField({ question, errors, onChange }: { question: QuestionDraft; errors: QuestionErrors | undefined; onChange: (q: QuestionDraft) => void }) {
  const base = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const e = QUIZ_WEB.editor;
  const groupError = errors?.accepted;
  const itemErrors = Object.entries(errors?.acceptedItem ?? {});

  const add = () => {
    if (!text.trim()) return;
    onChange(addAccepted(question, text));
    setText('');
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={groupError ? `${base}-error` : `${base}-hint`}>
      <legend className="mb-1 text-sm font-medium">{e.accepted}</legend>
      {question.accepted.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {question.accepted.map((answer, index) => (
            <li key={`${index}-${answer}`} className="inline-flex items-center gap-1 rounded-full border border-green-600/40 bg-green-600/10 py-0.5 pl-3 pr-0.5 text-sm">
              <span className="max-w-60 truncate">{answer}</span>
              <Button
                variant="ghost"
                size="icon-sm"
                className="size-7 rounded-full max-md:size-10"
                aria-label={e.removeAccepted(answer)}
                onClick={() => {
                  onChange(removeAccepted(question, index));
                  requestAnimationFrame(() => input.current?.focus());
                }}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canAddAccepted(question) ? (
        <div className="flex gap-2">
          <Input
            ref={input}
            value={text}
            maxLength={QUIZ_LIMITS.acceptedMaxLength + 20}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            onBlur={add}
            aria-label={e.acceptedInput}
            aria-invalid={groupError ? true : undefined}
            autoComplete="off"
          />
          <Button variant="outline" onMouseDown={(event) => event.preventDefault()} onClick={add}>
            <Plus aria-hidden />
            {e.addAccepted}
          </Button>
        </div>
      ) : null}
      <p id={`${base}-hint`} className="text-xs text-muted-foreground">
        {e.acceptedHint}
      </p>
      {groupError && (
        <p id={`${base}-error`} className={errorText}>
          {groupError}
        </p>
      )}
      {itemErrors.map(([index, message]) => (
        <p key={index} className={errorText}>
          «{question.accepted[Number(index)]}»: {message}
        </p>
      ))}
    </fieldset>
  );
}
