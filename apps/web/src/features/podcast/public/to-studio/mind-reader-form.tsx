import { useId } from 'react';
import { Brain } from 'lucide-react';
import { MIND_READER_STRINGS as M, LISTENER_STRINGS as S, type MindReaderListenerGuess, type PublicMindReader } from '@studioportal/shared';
import { formatRecentTime } from '@/lib/datetime';
import { Fact } from './fact';
import { FormFooter } from './form-footer';
import { HoneypotField } from './honeypot-field';
import { sendMindReaderGuess } from './listener-api';
import { TO_STUDIO_STRINGS as T } from './strings';
import { TextField } from './text-field';
import { usePublicForm } from './use-public-form';
import { GUESS_RULES } from './validate';

/**
 * "Gjett med i Tankeleseren", while a round plays: its category and how many questions the host
 * has used (both move with the live answer), then a name and a guess. The guess goes to the
 * studio's queue; nobody on the page is told whether it was right.
 */
export function MindReaderForm({ round }: { round: PublicMindReader }) {
  const headingId = useId();
  const statusId = useId();
  const form = usePublicForm({
    draftKey: 'to-studio:mind-reader',
    rules: GUESS_RULES,
    keep: ['name'],
    // buildBody always carries both fields (both are required).
    send: (body) => sendMindReaderGuess(body as MindReaderListenerGuess),
    sentMessage: M.listenerReceived,
  });
  const { values, errors, setValue } = form;

  return (
    <form
      noValidate
      onSubmit={(e) => void form.submit(e)}
      aria-labelledby={headingId}
      aria-describedby={statusId}
      className="relative grid gap-5 lg:grid-cols-2 lg:gap-8"
    >
      <div className="grid content-start gap-4">
        <div className="flex items-center gap-3">
          <span aria-hidden className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-blue-700 dark:text-blue-300">
            <Brain className="size-5" />
          </span>
          <h3 id={headingId} className="text-lg font-semibold leading-snug tracking-tight">
            {M.listenerTitle}
          </h3>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
          <Fact term={T.category} className="col-span-2 sm:col-span-1">
            <span className="break-words">{round.category}</span>
          </Fact>
          <Fact term={T.questions}>
            <span className="tabular">{M.questionsOf(round.questions_used, round.question_limit)}</span>
          </Fact>
          {round.deadline_at && (
            <Fact term={T.roundEnds}>
              <span className="tabular">{formatRecentTime(round.deadline_at, undefined, new Date(), { kl: true })}</span>
            </Fact>
          )}
        </dl>
      </div>
      <div className="grid content-start gap-4">
        <TextField label={S.name} name="name" required autoComplete="name" value={values.name} onChange={(v) => setValue('name', v)} error={errors.name} />
        <TextField label={M.listenerGuessLabel} name="guess" required autoComplete="off" value={values.guess} onChange={(v) => setValue('guess', v)} error={errors.guess} />
        <HoneypotField value={form.website} onChange={form.setWebsite} />
        <FormFooter statusId={statusId} status={form.status} label={T.sendGuess} />
      </div>
    </form>
  );
}
