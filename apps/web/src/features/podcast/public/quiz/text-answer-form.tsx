import { useState } from 'react';
import { Loader2, Send } from 'lucide-react';
import { QUIZ_LIMITS as L } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '../to-studio/text-field';
import { QUIZ_PLAY_STRINGS as T } from './strings';
import { checkTextAnswer } from './validate';

/** A text question: one field and "Send svar" (the server folds case, accents and æ/ae). */
export function TextAnswerForm({ sending, onSend }: { sending: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        const problem = checkTextAnswer(text);
        setError(problem);
        if (problem) event.currentTarget.querySelector('input')?.focus();
        else onSend(text.trim());
      }}
    >
      <TextField
        label={T.yourAnswer}
        name="answer"
        required
        autoComplete="off"
        counterMax={L.textAnswerMax}
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <Button type="submit" size="lg" aria-busy={sending || undefined} className="max-sm:w-full sm:justify-self-start">
        {sending ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <Send aria-hidden />}
        {sending ? T.sendingAnswer : T.sendAnswer}
      </Button>
    </form>
  );
}
