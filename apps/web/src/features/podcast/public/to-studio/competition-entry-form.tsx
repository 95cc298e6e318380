import { useId } from 'react';
import { LISTENER_STRINGS as S, SPONSOR_STRINGS as SP, type PublicCompetition, type PublicEntryInput } from '@studioportal/shared';
import { FormFooter } from './form-footer';
import { HoneypotField } from './honeypot-field';
import { enterCompetition } from './listener-api';
import { TO_STUDIO_STRINGS as T } from './strings';
import { TextField } from './text-field';
import { usePublicForm } from './use-public-form';
import { ENTRY_RULES } from './validate';

/**
 * Name, phone (required: it is how the studio reaches a winner) and, when the competition asks
 * one, the answer. Without a question the answer field is not shown; it stays empty and
 * buildBody leaves it out. A second entry from the same phone is refused (409 "Du er allerede
 * med i trekningen"), shown as the server words it.
 */
export function CompetitionEntryForm({ competition, titleId }: { competition: PublicCompetition; titleId: string }) {
  const statusId = useId();
  const form = usePublicForm({
    // Per competition: two open at once keep their own answers.
    draftKey: `to-studio:competition:${competition.id}`,
    rules: ENTRY_RULES,
    keep: ['name', 'phone'],
    // buildBody always carries the required fields; the answer only when filled in, and never
    // when there is no question (an answer kept from before the question was removed).
    send: ({ answer, ...rest }) => enterCompetition(competition.id, (competition.question ? { ...rest, answer } : rest) as PublicEntryInput),
    sentMessage: SP.entered,
  });
  const { values, errors, setValue } = form;

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-labelledby={titleId} aria-describedby={statusId} className="relative grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <TextField label={S.name} name="name" required autoComplete="name" value={values.name} onChange={(v) => setValue('name', v)} error={errors.name} />
        <TextField
          label={T.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={(v) => setValue('phone', v)}
          error={errors.phone}
        />
      </div>
      {competition.question && (
        <TextField label={T.answer} name="answer" autoComplete="off" value={values.answer} onChange={(v) => setValue('answer', v)} error={errors.answer} />
      )}
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <FormFooter statusId={statusId} status={form.status} label={T.enter} />
    </form>
  );
}
