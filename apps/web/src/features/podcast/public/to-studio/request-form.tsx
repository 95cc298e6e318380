import { useId } from 'react';
import { LISTENER_LIMITS as L, LISTENER_STRINGS as S, type MusicRequestInput } from '@studioportal/shared';
import { FormFooter } from './form-footer';
import { HoneypotField } from './honeypot-field';
import { sendMusicRequest } from './listener-api';
import { TextField } from './text-field';
import { usePublicForm } from './use-public-form';
import { REQUEST_RULES } from './validate';

/** "Ønsk en låt": name, artist, title and an optional greeting; or, when requests are closed, why. */
export function RequestForm({ open, reason }: { open: boolean; reason: string | null }) {
  const headingId = useId();
  const statusId = useId();
  const form = usePublicForm({
    draftKey: 'to-studio:request',
    rules: REQUEST_RULES,
    keep: ['name'],
    // buildBody always carries the required fields; the optional ones only when filled in.
    send: (body) => sendMusicRequest(body as MusicRequestInput),
    sentMessage: S.requestReceived,
  });
  const { values, errors, setValue } = form;

  if (!open) {
    return (
      <section aria-labelledby={headingId} className="grid content-start gap-3">
        <h3 id={headingId} className="text-base font-semibold tracking-tight">
          {S.requestSong}
        </h3>
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{reason ?? S.requestsOff}</p>
      </section>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-labelledby={headingId} aria-describedby={statusId} className="relative grid gap-4">
      <h3 id={headingId} className="text-base font-semibold tracking-tight">
        {S.requestSong}
      </h3>
      <TextField label={S.name} name="name" required autoComplete="name" value={values.name} onChange={(v) => setValue('name', v)} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={S.artist} name="artist" required value={values.artist} onChange={(v) => setValue('artist', v)} error={errors.artist} />
        <TextField label={S.songTitle} name="title" required value={values.title} onChange={(v) => setValue('title', v)} error={errors.title} />
      </div>
      <TextField
        label={S.greeting}
        name="greeting"
        multiline
        rows={2}
        counterMax={L.greetingMax}
        value={values.greeting}
        onChange={(v) => setValue('greeting', v)}
        error={errors.greeting}
      />
      <HoneypotField value={form.website} onChange={form.setWebsite} />
      <FormFooter statusId={statusId} status={form.status} label={S.sendRequest} />
    </form>
  );
}
