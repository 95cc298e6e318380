import { useId } from 'react';
import { LISTENER_LIMITS as L, LISTENER_STRINGS as S, type CommentInput } from '@studioportal/shared';
import { FormFooter } from '../to-studio/form-footer';
import { HoneypotField } from '../to-studio/honeypot-field';
import { useListenerLive } from '../to-studio/live-query';
import { TextField } from '../to-studio/text-field';
import { usePublicForm } from '../to-studio/use-public-form';
import { COMMENT_RULES } from '../to-studio/validate';
import { sendComment } from './comments-api';
import { COMMENT_STRINGS as C } from './strings';

/** "Skriv en kommentar": works on and off air; the comment shows once the show has approved it. */
export function CommentForm({ episodeId }: { episodeId: string }) {
  // The form token comes with the live answer; this keeps it fetched even without "Til studio".
  useListenerLive();
  const headingId = useId();
  const statusId = useId();
  const form = usePublicForm({
    draftKey: `comment:${episodeId}`,
    rules: COMMENT_RULES,
    keep: ['name'],
    // buildBody always carries the required fields.
    send: (body) => sendComment(episodeId, body as CommentInput),
    sentMessage: S.commentReceived,
  });
  const { values, errors, setValue } = form;

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-labelledby={headingId} aria-describedby={statusId} className="relative grid gap-4">
      <h3 id={headingId} className="text-base font-semibold tracking-tight">
        {S.writeComment}
      </h3>
      <TextField label={S.name} name="name" required autoComplete="name" value={values.name} onChange={(v) => setValue('name', v)} error={errors.name} />
      <TextField
        label={C.comment}
        name="body"
        required
        multiline
        rows={3}
        counterMax={L.commentMax}
        value={values.body}
        onChange={(v) => setValue('body', v)}
        error={errors.body}
      />
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <FormFooter statusId={statusId} status={form.status} label={S.send} />
    </form>
  );
}
