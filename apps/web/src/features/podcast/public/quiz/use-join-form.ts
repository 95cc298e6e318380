import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUIZ_STRINGS as S, type QuizPlayState } from '@studioportal/shared';
import { isApiError } from '@/lib/api';
import { readDraft, writeDraft } from '../to-studio/drafts';
import { formTokens, takeFormToken } from '../to-studio/form-token';
import { refreshLive } from '../to-studio/live-query';
import { describeFailure } from '../to-studio/submit-errors';
import type { FormStatus } from '../to-studio/use-public-form';
import { rememberJoinedCode } from './joined-code';
import { joinQuiz } from './quiz-api';
import { withWait } from './retry-wait';
import { JOIN_FIELDS, validateJoin, type JoinField, type JoinValues } from './validate';

const DRAFT_KEY = 'quiz:join';

/** The field a refusal names in its details (`{ field: 'nickname' }`), if it is one of the form's. */
function namedField(details: unknown): JoinField | null {
  const field = typeof details === 'object' && details !== null ? (details as { field?: unknown }).field : null;
  return JOIN_FIELDS.find((f) => f === field) ?? null;
}

/**
 * Where a refusal belongs: a wrong code (404) at Kode, a taken nickname (409) at Kallenavn, a
 * 400 on the field it names; anything else (429 with the wait, a finished quiz, no network) is
 * the form's status line.
 */
export function placeJoinFailure(error: unknown): { fields: Partial<Record<JoinField, string>>; message: string | null; tokenExpired: boolean } {
  const failure = describeFailure(error, JOIN_FIELDS);
  const fields = { ...failure.fields };
  if (isApiError(error)) {
    const named = namedField(error.details);
    if (named && (error.status === 404 || error.status === 409)) fields[named] = error.message;
    else if (error.status === 404) fields.code = error.message;
    else if (error.status === 409 && (error.message === S.nicknameTaken || /nickname/i.test(error.code))) fields.nickname = error.message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : withWait(error, failure.message), tokenExpired: failure.tokenExpired };
}

/**
 * The join form's state, as the other public forms keep theirs (to-studio/use-public-form.ts):
 * values kept in memory across re-mounts, the honeypot, the form token (at least two seconds
 * old), field errors that clear as the field is edited, focus on the first wrong field.
 */
export function useJoinForm({ code, onJoined }: { code: string | null; onJoined: (code: string, state: QuizPlayState) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<JoinValues>(() => ({ ...readDraft(DRAFT_KEY, JOIN_FIELDS), ...(code ? { code } : {}) }));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const inFlight = useRef(false);

  const setValue = (field: JoinField, value: string) => {
    const next = { ...values, [field]: value };
    writeDraft(DRAFT_KEY, next);
    setValues(next);
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const focusFirst = (fields: Partial<Record<JoinField, string>>) => {
      const first = JOIN_FIELDS.find((f) => fields[f]);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
    };

    const invalid = validateJoin(values);
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      setStatus({ kind: 'idle' });
      focusFirst(invalid);
      return;
    }

    inFlight.current = true;
    setStatus({ kind: 'sending' });
    try {
      const joinCode = values.code.trim();
      const formToken = await takeFormToken(() => refreshLive(queryClient));
      const state = await joinQuiz({ code: joinCode, nickname: values.nickname, website, form_token: formToken });
      rememberJoinedCode(joinCode);
      setErrors({});
      setStatus({ kind: 'idle' });
      onJoined(joinCode, state);
    } catch (error) {
      const { fields, message, tokenExpired } = placeJoinFailure(error);
      setErrors(fields);
      setStatus(message ? { kind: 'failed', message } : { kind: 'idle' });
      if (tokenExpired) {
        formTokens.forget();
        void refreshLive(queryClient).catch(() => undefined); // the next try fetches again if this fails
      }
      focusFirst(fields);
    } finally {
      inFlight.current = false;
    }
  };

  return { values, setValue, website, setWebsite, errors, status, submit };
}
