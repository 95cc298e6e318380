import { useId } from 'react';
import { LISTENER_LIMITS as L, LISTENER_STRINGS as S, type ListenerMessageInput } from '@studioportal/shared';
import { FormFooter } from './form-footer';
import { HoneypotField } from './honeypot-field';
import { sendListenerMessage } from './listener-api';
import { TextField } from './text-field';
import { usePublicForm } from './use-public-form';
import { MESSAGE_RULES } from './validate';

/** "Send melding til studio": name, an optional phone (so the studio can call back), the message. */
export function MessageForm() {
  const headingId = useId();
  const statusId = useId();
  const form = usePublicForm({
    draftKey: 'to-studio:message',
    rules: MESSAGE_RULES,
    keep: ['name', 'phone'],
    // buildBody always carries the required fields; the optional ones only when filled in.
    send: (body) => sendListenerMessage(body as ListenerMessageInput),
    sentMessage: S.messageReceived,
  });
  const { values, errors, setValue } = form;

  return (
    <form ref={form.ref} noValidate onSubmit={(e) => void form.submit(e)} aria-labelledby={headingId} aria-describedby={statusId} className="relative grid gap-4">
      <h3 id={headingId} className="text-base font-semibold tracking-tight">
        {S.sendMessage}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={S.name} name="name" required autoComplete="name" value={values.name} onChange={(v) => setValue('name', v)} error={errors.name} />
        <TextField
          label={S.phoneOptional}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => setValue('phone', v)}
          error={errors.phone}
        />
      </div>
      <TextField
        label={S.message}
        name="body"
        required
        multiline
        counterMax={L.messageMax}
        value={values.body}
        onChange={(v) => setValue('body', v)}
        error={errors.body}
      />
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <FormFooter statusId={statusId} status={form.status} label={S.send} />
    </form>
  );
}
