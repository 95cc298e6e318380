import { isApiError } from '@/lib/api';
import { QUIZ_PLAY_STRINGS as T } from './strings';

/**
 * A 429's message with the wait the server named in its details (`retry_after_s`), when the
 * message does not already say it: "For mange forsøk. Vent litt og prøv igjen (om 15 sekunder)."
 */
export function withWait(error: unknown, message: string): string {
  if (!isApiError(error) || error.status !== 429 || /\d/.test(message)) return message;
  const details = error.details as { retry_after_s?: unknown } | undefined;
  const seconds = typeof details?.retry_after_s === 'number' ? Math.ceil(details.retry_after_s) : null;
  return seconds && seconds > 0 ? `${message.replace(/\.$/, '')} ${T.waitSeconds(seconds)}.` : message;
}
