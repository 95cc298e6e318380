import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readDraft, writeDraft } from './drafts';
import { submitPublicForm, type PublicFormBody } from './form-submit';
import { formTokens, takeFormToken } from './form-token';
import { isTextControl } from '../../early/text-control';
import { useHandedOverForm, type HandedOverForm } from './handed-over-forms';
import { refreshLive } from './live-query';
import type { Rule } from './validate';

export type FormStatus = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

export interface PublicFormOptions<F extends string> {
  /** Where the typed text is kept while the tab lives (drafts.ts). */
  draftKey: string;
  rules: Record<F, Rule>;
  /** Fields kept after a send: the listener's name (the next message is from the same person). */
  keep?: readonly NoInfer<F>[];
  send: (body: PublicFormBody<F>) => Promise<unknown>;
  sentMessage: string;
}

/**
 * State of one public form: its values (kept on any error, and in memory across re-mounts), the
 * honeypot, field errors, and the status line. Field errors clear as the field is edited; the
 * first invalid field gets the focus, so its error (linked with aria-describedby) is read out.
 */
export function usePublicForm<F extends string>({ draftKey, rules, keep = [], send, sentMessage }: PublicFormOptions<F>) {
  const queryClient = useQueryClient();
  const fieldNames = Object.keys(rules) as F[];
  const [values, setValues] = useState(() => readDraft(draftKey, fieldNames));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [handedOver, setHandedOver] = useState<HandedOverForm | null>(null);

  // The server's copy of this form, used before the app arrived: its text becomes this form's,
  // and once rendered, the focus goes back where it was and a pressed Send is sent.
  useHandedOverForm(draftKey, (early) => {
    update(Object.fromEntries(fieldNames.map((f) => [f, early.values[f] ?? ''])) as Record<F, string>);
    setWebsite(early.website);
    setHandedOver(early);
  });
  useEffect(() => {
    const form = formRef.current;
    if (!handedOver || !form) return;
    setHandedOver(null);
    const { focus } = handedOver;
    const control = focus ? form.elements.namedItem(focus.name) : null;
    if (focus && isTextControl(control)) {
      control.focus();
      if (focus.selectionStart !== null && focus.selectionEnd !== null) control.setSelectionRange(focus.selectionStart, focus.selectionEnd);
    }
    if (handedOver.sendPressed) form.requestSubmit();
  }, [handedOver]);

  const update = (next: Record<F, string>) => {
    writeDraft(draftKey, next);
    setValues(next);
  };

  const setValue = (field: F, value: string) => {
    update({ ...values, [field]: value });
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest as Partial<Record<F, string>>);
    if (status.kind === 'sent') setStatus({ kind: 'idle' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const focusFirst = (fields: Partial<Record<F, string>>) => {
      const first = fieldNames.find((f) => fields[f]);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
    };

    inFlight.current = true;
    setStatus({ kind: 'sending' });
    const outcome = await submitPublicForm({
      rules,
      values,
      website,
      takeToken: () => takeFormToken(() => refreshLive(queryClient)),
      send,
    });
    inFlight.current = false;

    if (outcome.ok) {
      setErrors({});
      update(Object.fromEntries(fieldNames.map((f) => [f, keep.includes(f) ? values[f] : ''])) as Record<F, string>);
      setStatus({ kind: 'sent', message: sentMessage });
      return;
    }
    setErrors(outcome.fields);
    if (outcome.stage === 'invalid') {
      setStatus({ kind: 'idle' });
    } else {
      setStatus({ kind: 'failed', message: outcome.message });
      if (outcome.tokenExpired) {
        formTokens.forget();
        void refreshLive(queryClient).catch(() => undefined); // the next send fetches again if this fails
      }
    }
    focusFirst(outcome.fields);
  };

  return { ref: formRef, values, setValue, website, setWebsite, errors, status, submit };
}
