import { useEffect, useState, type FormEvent } from 'react';
import {
  CLOCK_ELEMENT_TYPE_LABELS,
  CLOCK_ELEMENT_TYPES,
  CLOCK_LIMITS,
  CLOCK_STRINGS,
  clockIssues,
  formatMmSs,
  HOUR_SECONDS,
  parseMmSs,
  type ClockElementType,
  type ClockMediaRef,
  type PublicProfile,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { displayName } from '@/lib/people';
import type { DraftElement } from '../lib/draft';
import { ElementMediaField } from './element-media-field';

interface ElementDialogProps {
  /** The element being edited, or a new one (not yet in `siblings`). */
  element: DraftElement | null;
  isNew: boolean;
  /** The other elements of the draft, to warn about overlaps while typing. */
  siblings: DraftElement[];
  staff: PublicProfile[];
  readOnly: boolean;
  onClose: () => void;
  onApply: (element: DraftElement) => void;
}

interface FormState {
  type: ClockElementType;
  title: string;
  start: string;
  duration: string;
  hard_start: boolean;
  notes: string;
  responsible_id: string;
  media: ClockMediaRef | null;
}

function toForm(e: DraftElement): FormState {
  return {
    type: e.type,
    title: e.title,
    start: formatMmSs(e.start_offset_s),
    duration: formatMmSs(e.duration_s),
    hard_start: e.hard_start,
    notes: e.notes,
    responsible_id: e.responsible_id ?? '',
    media: e.media,
  };
}

/** Field errors, or the parsed element. Times are mm:ss, as people in a studio write them. */
function validate(form: FormState): { errors: Partial<Record<keyof FormState, string>>; start: number | null; duration: number | null } {
  const errors: Partial<Record<keyof FormState, string>> = {};
  if (!form.title.trim()) errors.title = CLOCK_STRINGS.titleRequired;
  const start = parseMmSs(form.start);
  const duration = parseMmSs(form.duration);
  if (start === null) errors.start = CLOCK_STRINGS.invalidTime;
  else if (start >= HOUR_SECONDS) errors.start = CLOCK_STRINGS.offsetRange;
  if (duration === null) errors.duration = CLOCK_STRINGS.invalidTime;
  else if (duration < 1 || duration > HOUR_SECONDS) errors.duration = CLOCK_STRINGS.durationRange;
  return { errors, start, duration };
}

/** Add or edit one element of the draft (nothing is saved until the template is saved). */
export function ElementDialog({ element, isNew, siblings, staff, readOnly, onClose, onApply }: ElementDialogProps) {
  const [form, setForm] = useState<FormState | null>(element ? toForm(element) : null);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    setForm(element ? toForm(element) : null);
    setSubmitted(false);
  }, [element]);

  const open = element !== null && form !== null;
  const { errors, start, duration } = form ? validate(form) : { errors: {}, start: null, duration: null };
  const shownErrors = submitted ? errors : { ...errors, title: undefined };

  // Rule warnings for this element against the rest of the draft, live while typing.
  const warnings =
    form && start !== null && duration !== null && element
      ? clockIssues([
          ...siblings,
          { ...element, title: form.title || 'Uten tittel', start_offset_s: start, duration_s: duration, hard_start: form.hard_start },
        ])
          .filter((issue) => issue.index === siblings.length || ('other' in issue && issue.other === siblings.length))
          .map((issue) => issue.message)
      : [];

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!form || !element || Object.values(errors).some(Boolean) || start === null || duration === null) return;
    onApply({
      ...element,
      type: form.type,
      title: form.title.trim(),
      start_offset_s: start,
      duration_s: duration,
      hard_start: form.hard_start,
      notes: form.notes,
      responsible_id: form.responsible_id || null,
      media_id: form.media?.id ?? null,
      media: form.media,
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{readOnly ? 'Element' : isNew ? 'Nytt element' : 'Rediger element'}</DialogTitle>
          <DialogDescription>
            {readOnly ? 'Elementet slik det står i sendeklokka.' : 'Start og varighet skrives som mm:ss fra toppen av timen.'}
          </DialogDescription>
        </DialogHeader>
        {form && (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <fieldset disabled={readOnly} className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Type">
                  <NativeSelect value={form.type} onChange={(e) => set('type', e.target.value as ClockElementType)}>
                    {CLOCK_ELEMENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {CLOCK_ELEMENT_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField label="Tittel" error={shownErrors.title}>
                  <Input value={form.title} maxLength={CLOCK_LIMITS.titleMax} onChange={(e) => set('title', e.target.value)} autoFocus={!readOnly} />
                </FormField>
                <FormField label="Start (mm:ss)" error={shownErrors.start}>
                  <Input value={form.start} inputMode="numeric" placeholder="00:00" onChange={(e) => set('start', e.target.value)} />
                </FormField>
                <FormField label="Varighet (mm:ss)" error={shownErrors.duration}>
                  <Input value={form.duration} inputMode="numeric" placeholder="03:00" onChange={(e) => set('duration', e.target.value)} />
                </FormField>
              </div>
              <label className="flex items-start gap-3 rounded-lg border p-3 text-sm">
                <input
                  type="checkbox"
                  checked={form.hard_start}
                  onChange={(e) => set('hard_start', e.target.checked)}
                  className="mt-0.5 size-4 accent-[var(--primary)]"
                />
                <span>
                  <span className="font-medium">Fast start</span>
                  <span className="block text-muted-foreground">Starter på klokkeslettet uansett, for eksempel nyhetene på :00. Flyttes ikke når rekkefølgen endres.</span>
                </span>
              </label>
              <FormField label="Ansvarlig">
                <NativeSelect value={form.responsible_id} onChange={(e) => set('responsible_id', e.target.value)}>
                  <option value="">Ingen</option>
                  {staff.map((person) => (
                    <option key={person.id} value={person.id}>
                      {displayName(person.full_name)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <ElementMediaField
                value={form.media}
                readOnly={readOnly}
                durationS={duration}
                onChange={(media) => set('media', media)}
                onUseLength={(seconds) => set('duration', formatMmSs(seconds))}
              />
              <FormField label="Notater og manus">
                <Textarea value={form.notes} maxLength={CLOCK_LIMITS.notesMax} onChange={(e) => set('notes', e.target.value)} rows={4} />
              </FormField>
            </fieldset>
            {warnings.length > 0 && (
              <div role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-800 dark:text-amber-200">
                {warnings.map((w) => (
                  <p key={w}>{w}</p>
                ))}
              </div>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {readOnly ? 'Lukk' : 'Avbryt'}
              </Button>
              {!readOnly && <Button type="submit">{isNew ? 'Legg til' : 'Bruk endringene'}</Button>}
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
