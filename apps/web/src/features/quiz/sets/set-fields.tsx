import { useId } from 'react';
import { QUIZ_SCORING, type QuizScoring } from '@studioportal/shared';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { QUIZ_WEB } from '../strings';
import type { SetDraft, SetErrors } from './set-draft';

const SCORING_LABELS: Record<QuizScoring, string> = { speed: QUIZ_WEB.sets.scoringSpeed, flat: QUIZ_WEB.sets.scoringFlat };

/** The set as a whole: title, description, how answers score, and the streak bonus. */
export function SetFields({ draft, errors, onChange }: { draft: SetDraft; errors: SetErrors | null; onChange: (draft: SetDraft) => void }) {
  const streakId = useId();
  const e = QUIZ_WEB.editor;
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
      <FormField label={e.title} error={errors?.title} className="sm:col-span-2">
        <Input value={draft.title} onChange={(event) => onChange({ ...draft, title: event.target.value })} autoComplete="off" />
      </FormField>
      <FormField label={e.description} hint={e.descriptionHint} error={errors?.description} className="sm:col-span-2">
        <Textarea value={draft.description} rows={2} className="min-h-16" onChange={(event) => onChange({ ...draft, description: event.target.value })} />
      </FormField>
      <FormField label={e.scoring} hint={e.scoringHint[draft.scoring]}>
        <NativeSelect value={draft.scoring} onChange={(event) => onChange({ ...draft, scoring: event.target.value as QuizScoring })}>
          {QUIZ_SCORING.map((scoring) => (
            <option key={scoring} value={scoring}>
              {SCORING_LABELS[scoring]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={streakId}>{e.streakBonus}</Label>
          <Switch id={streakId} checked={draft.streakBonus} onCheckedChange={(streakBonus) => onChange({ ...draft, streakBonus })} aria-describedby={`${streakId}-hint`} />
        </div>
        <p id={`${streakId}-hint`} className="text-xs text-muted-foreground">
          {e.streakBonusHint}
        </p>
      </div>
    </Card>
  );
}
