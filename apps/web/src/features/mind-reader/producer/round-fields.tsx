import { useId } from 'react';
import { MIND_READER_CATEGORIES, MIND_READER_LIMITS as L, mindReaderRoundInputSchema, type MindReaderRoundInput } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MR_WEB } from '../strings';

/** A caller's round as typed: numbers stay text until sent, so a half-typed field is no error yet. */
export interface RoundDraft {
  caller_name: string;
  caller_phone: string;
  category: string;
  question_limit: string;
  time_minutes: string;
}

export const emptyRoundDraft = (previous?: Pick<RoundDraft, 'question_limit' | 'time_minutes'>): RoundDraft => ({
  caller_name: '',
  caller_phone: '',
  category: '',
  question_limit: previous?.question_limit ?? String(L.questionLimitDefault),
  time_minutes: previous?.time_minutes ?? String(L.timeLimitDefaultS / 60),
});

export type RoundErrors = Partial<Record<keyof RoundDraft, string>>;

/** The draft checked by the contract's own schema; the errors are its Norwegian messages per field. */
export function parseRoundDraft(draft: RoundDraft): { ok: true; input: MindReaderRoundInput } | { ok: false; errors: RoundErrors } {
  const minutes = draft.time_minutes.trim() === '' ? Number.NaN : Number(draft.time_minutes.replace(',', '.'));
  const parsed = mindReaderRoundInputSchema.safeParse({
    caller_name: draft.caller_name,
    caller_phone: draft.caller_phone.trim() || null,
    category: draft.category,
    question_limit: draft.question_limit.trim() === '' ? Number.NaN : Number(draft.question_limit),
    time_limit_s: Number.isFinite(minutes) ? Math.round(minutes * 60) : Number.NaN,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const field: Record<string, keyof RoundDraft> = { caller_name: 'caller_name', caller_phone: 'caller_phone', category: 'category', question_limit: 'question_limit', time_limit_s: 'time_minutes' };
  const errors: RoundErrors = {};
  for (const issue of parsed.error.issues) {
    const key = field[String(issue.path[0])];
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** Caller, phone, category (the suggestions or free text), the question limit and the time limit. */
export function RoundFields({ draft, errors, onChange }: { draft: RoundDraft; errors: RoundErrors; onChange: (draft: RoundDraft) => void }) {
  const listId = useId();
  const set = (key: keyof RoundDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [key]: event.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={MR_WEB.callerName} error={errors.caller_name}>
        <Input value={draft.caller_name} onChange={set('caller_name')} maxLength={L.callerNameMax} autoComplete="off" />
      </FormField>
      <FormField label={MR_WEB.callerPhoneLabel} error={errors.caller_phone}>
        <Input value={draft.caller_phone} onChange={set('caller_phone')} type="tel" inputMode="tel" autoComplete="off" />
      </FormField>
      <FormField label={MR_WEB.categoryLabel} hint={MR_WEB.categoryHint} error={errors.category} className="sm:col-span-2">
        <Input value={draft.category} onChange={set('category')} list={listId} maxLength={L.categoryMax} autoComplete="off" />
      </FormField>
      <datalist id={listId}>
        {MIND_READER_CATEGORIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {/* The suggestions as one-tap buttons too: a datalist is easy to miss on a phone. */}
      <div role="group" aria-label={MR_WEB.categorySuggestions} className="-mt-2 flex flex-wrap gap-1.5 sm:col-span-2">
        {MIND_READER_CATEGORIES.map((c) => (
          <Button key={c} type="button" size="sm" variant={draft.category === c ? 'default' : 'outline'} aria-pressed={draft.category === c} className="h-8 rounded-full px-3 max-md:h-10" onClick={() => onChange({ ...draft, category: c })}>
            {c}
          </Button>
        ))}
      </div>
      <FormField label={MR_WEB.questionLimit} error={errors.question_limit}>
        <Input value={draft.question_limit} onChange={set('question_limit')} type="number" inputMode="numeric" min={L.questionLimitMin} max={L.questionLimitMax} step={1} />
      </FormField>
      <FormField label={MR_WEB.timeLimitMinutes} error={errors.time_minutes}>
        <Input value={draft.time_minutes} onChange={set('time_minutes')} type="number" inputMode="numeric" min={L.timeLimitMinS / 60} max={L.timeLimitMaxS / 60} step={1} />
      </FormField>
    </div>
  );
}
