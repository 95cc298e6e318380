import { ERROR_MESSAGES, LISTENER_STRINGS as S } from '@studioportal/shared';
import { isApiError } from '@/lib/api';

/**
 * What a refused form shows: the server's Norwegian message next to the form (it already says
 * "Prøv igjen om 12 sekunder" for a 429, or why a request is not taken for a 422), and for a 400
 * the same message on the field it is about.
 */
export interface SubmitFailure<F extends string> {
  message: string;
  fields: Partial<Record<F, string>>;
  /** The form token was too old (or unknown): forget the held ones and fetch a new one. */
  tokenExpired: boolean;
}

interface Issue {
  path: string;
  message: string;
}

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' && value !== null && typeof (value as Issue).path === 'string' && typeof (value as Issue).message === 'string';

export function describeFailure<F extends string>(error: unknown, fields: readonly F[]): SubmitFailure<F> {
  if (!isApiError(error)) return { message: ERROR_MESSAGES.internal, fields: {}, tokenExpired: false };
  const issues = Array.isArray(error.details) ? error.details.filter(isIssue) : [];
  const byField: Partial<Record<F, string>> = {};
  if (error.status === 400) {
    for (const issue of issues) {
      const field = fields.find((f) => f === issue.path);
      if (field && !byField[field]) byField[field] = issue.message;
    }
  }
  const tokenExpired =
    error.message === S.formExpired || /expired|form_?token/i.test(error.code) || issues.some((issue) => issue.path === 'form_token');
  return { message: error.message, fields: byField, tokenExpired };
}

/** 409 alreadyVoted: the device voted before (another tab, an SMS). */
export function isAlreadyVoted(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && (error.message === S.alreadyVoted || /already_?voted/i.test(error.code));
}
