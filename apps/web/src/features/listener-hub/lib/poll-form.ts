import { LISTENER_LIMITS, pollInputSchema, type PollInput } from '@studioportal/shared';

export interface PollDraft {
  question: string;
  options: string[];
}

export interface PollErrors {
  question?: string;
  /** One per option field, at the same index. */
  options: (string | undefined)[];
  /** About the alternatives as a whole (count, two alike). */
  general?: string;
}

export const emptyPollDraft = (): PollDraft => ({ question: '', options: ['', ''] });

export const canAddOption = (draft: PollDraft) => draft.options.length < LISTENER_LIMITS.pollOptionsMax;
export const canRemoveOption = (draft: PollDraft) => draft.options.length > LISTENER_LIMITS.pollOptionsMin;

/**
 * The form checked by the same schema the server uses (pollInputSchema), its messages placed at
 * the field they are about, so the person sees the server's rule before sending.
 */
export function validatePoll(draft: PollDraft): { ok: true; value: PollInput } | { ok: false; errors: PollErrors } {
  const parsed = pollInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: PollErrors = { options: draft.options.map(() => undefined) };
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'question') errors.question ??= issue.message;
    else if (field === 'options' && typeof index === 'number') errors.options[index] ??= issue.message;
    else errors.general ??= issue.message;
  }
  return { ok: false, errors };
}
