import { useState, type FormEvent } from 'react';
import { QUIZ_LIMITS, quizAdjustmentSchema, type QuizAdjustment, type QuizLeaderboardEntry } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatRecentTime } from '@/lib/datetime';
import { useAppConfig } from '@/lib/app-config';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useAdjustScore } from './api';
import { FormError } from '@/components/ui/form-error';
import { LIVE } from './strings';

/** Points in the field: a whole number with an optional sign ("+200", "-150", "−150"). */
export function parsePoints(text: string): number | null {
  const t = text.trim().replace('−', '-').replace(/^\+/, '');
  return /^-?\d+$/.test(t) ? Number(t) : null;
}

/**
 * A score correction: points up or down with a reason (both logged), and this participant's
 * earlier corrections under the form, so the producer sees what was already done.
 */
export function AdjustScoreForm({ sessionId, entry, adjustments, onDone }: { sessionId: string; entry: QuizLeaderboardEntry; adjustments: readonly QuizAdjustment[]; onDone: () => void }) {
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ points?: string; reason?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const adjust = useAdjustScore(sessionId);
  const { timeZone } = useAppConfig();
  const log = adjustments.filter((a) => a.participant_id === entry.participant_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parsePoints(points);
    const parsed = quizAdjustmentSchema.safeParse({ participant_id: entry.participant_id, points: value ?? Number.NaN, reason });
    const found: { points?: string; reason?: string } = {};
    if (value === null) found.points = LIVE.pointsNumber;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'points' || field === 'reason') && !found[field]) found[field] = issue.message;
      }
    }
    if (found.points || found.reason || !parsed.success) {
      setErrors(found);
      return;
    }
    setErrors({});
    setServerError(null);
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: LIVE.adjusted, duration: 3000 });
        onDone();
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{LIVE.adjustTitle(entry.name)}</DialogTitle>
        <DialogDescription>{LIVE.adjustDescription}</DialogDescription>
      </DialogHeader>
      <FormField label={LIVE.adjustPoints} error={errors.points}>
        <Input value={points} onChange={(e) => setPoints(e.target.value)} inputMode="text" autoComplete="off" placeholder="+200" className="tabular max-w-40" />
      </FormField>
      <FormField label={LIVE.adjustReason} error={errors.reason}>
        <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={QUIZ_LIMITS.reasonMax} autoComplete="off" />
      </FormField>
      <FormError message={serverError} />
      <section aria-label={LIVE.adjustLog} className="grid gap-2">
        <h3 className="text-sm font-semibold">{LIVE.adjustLog}</h3>
        {log.length === 0 ? (
          <p className="text-sm text-muted-foreground">{LIVE.noAdjustments}</p>
        ) : (
          <ul className="grid gap-1.5 text-sm">
            {log.map((a) => (
              <li key={a.id} className="grid rounded-md bg-foreground/[0.05] px-3 py-2">
                <span className="font-medium">{LIVE.adjustmentLine(a.points, a.reason)}</span>
                <span className="text-xs text-muted-foreground">
                  {[a.made_by?.full_name, formatRecentTime(a.made_at, timeZone)].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {LIVE.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={adjust.isPending || offline} {...controlProps}>
              {LIVE.adjustSave}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
