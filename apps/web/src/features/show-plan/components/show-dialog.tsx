import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  addDaysToDateKey,
  endsNextDay,
  formatTimeOfDay,
  normalizeTimeOfDay,
  parseTimeOfDay,
  SHOW_PLAN_STRINGS,
  SHOW_STATUS_LABELS,
  SHOW_STATUSES,
  SHOW_STRINGS,
  wallClockInstant,
  weekdayOfDateKey,
  zonedDateKey,
  zonedMinuteOfDay,
  type ScheduledShow,
  type ShowStatus,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { staffQuery, templatesQuery } from '@/features/clocks';
import { useUnavailableWarnings } from '@/features/availability';
import { useCreateShow, useUpdateShow } from '../api';
import { ClockPicker } from './clock-picker';
import { ColorField } from './color-field';
import { PeoplePicker } from './people-picker';
import { ProducerSelect } from './producer-select';
import { TimeInput } from './time-input';

interface ShowDialogProps {
  /** The show to edit, or null for a new one-off show. */
  show: ScheduledShow | null;
  defaultDate: string;
  timeZone: string;
  onClose: () => void;
}

interface FormState {
  title: string;
  date: string;
  start: string;
  end: string;
  host_ids: string[];
  producer_id: string;
  clock_template_ids: string[];
  color: string | null;
  status: ShowStatus;
}

function initial(show: ScheduledShow | null, defaultDate: string, timeZone: string): FormState {
  if (!show) {
    return { title: '', date: defaultDate, start: '06:00', end: '10:00', host_ids: [], producer_id: '', clock_template_ids: [], color: null, status: 'planned' };
  }
  return {
    title: show.title,
    date: zonedDateKey(new Date(show.scheduled_start), timeZone),
    start: formatTimeOfDay(zonedMinuteOfDay(new Date(show.scheduled_start), timeZone)),
    end: formatTimeOfDay(zonedMinuteOfDay(new Date(show.scheduled_end), timeZone)),
    host_ids: show.hosts.map((h) => h.id),
    producer_id: show.producer?.id ?? '',
    clock_template_ids: show.clock_template_ids,
    color: show.color,
    status: show.status,
  };
}

/** Create a one-off show or change one in the plan (title, time, hosts, producer, clocks, colour). */
export function ShowDialog({ show, defaultDate, timeZone, onClose }: ShowDialogProps) {
  const id = useId();
  const [form, setForm] = useState(() => initial(show, defaultDate, timeZone));
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const { data: staff = [] } = useQuery(staffQuery);
  const { data: clocks = [] } = useQuery(templatesQuery);
  // Colleagues away or off on the chosen date: the pickers say so (they may still be picked).
  const unavailable = useUnavailableWarnings(form.date);
  const create = useCreateShow();
  const update = useUpdateShow();
  const set = (patch: Partial<FormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start = parseTimeOfDay(normalizeTimeOfDay(form.start) ?? '');
    const end = parseTimeOfDay(normalizeTimeOfDay(form.end) ?? '');
    const next: typeof errors = {};
    if (!form.title.trim()) next.title = SHOW_STRINGS.titleRequired;
    if (!form.date) next.date = SHOW_PLAN_STRINGS.invalidDate;
    if (start === null) next.start = SHOW_PLAN_STRINGS.timeInvalid;
    if (end === null) next.end = SHOW_PLAN_STRINGS.timeInvalid;
    else if (start === end) next.end = SHOW_PLAN_STRINGS.sameStartEnd;
    if (Object.keys(next).length > 0 || start === null || end === null) {
      setErrors(next);
      return;
    }
    const input = {
      title: form.title.trim(),
      scheduled_start: wallClockInstant(form.date, start, timeZone).toISOString(),
      scheduled_end: wallClockInstant(end <= start ? addDaysToDateKey(form.date, 1) : form.date, end, timeZone).toISOString(),
      host_ids: form.host_ids,
      producer_id: form.producer_id || null,
      clock_template_ids: form.clock_template_ids,
      color: form.color,
      status: form.status,
    };
    try {
      if (show) await update.mutateAsync({ id: show.id, patch: input });
      else await create.mutateAsync(input);
      toast({ title: show ? 'Sendingen er lagret' : 'Sendingen er lagt inn i planen', variant: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const pending = create.isPending || update.isPending;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{show ? 'Rediger sending' : 'Ny sending'}</DialogTitle>
          <DialogDescription>{show ? 'Endringene ses med en gang av alle som har sendeplanen åpen.' : 'En enkeltsending. Faste sendinger lager du fra en programmal.'}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="Tittel" error={errors.title}>
            <Input value={form.title} maxLength={120} onChange={(e) => set({ title: e.target.value })} autoFocus />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Dato" error={errors.date}>
              <DateField value={form.date} onChange={(date) => set({ date })} />
            </FormField>
            <FormField label="Start" error={errors.start}>
              <TimeInput value={form.start} onChange={(v) => set({ start: v })} />
            </FormField>
            <FormField label="Slutt" error={errors.end} hint={endsNextDay(normalizeTimeOfDay(form.start) ?? '', normalizeTimeOfDay(form.end) ?? '') ? 'Slutter neste dag' : undefined}>
              <TimeInput value={form.end} onChange={(v) => set({ end: v })} />
            </FormField>
          </div>
          <PeoplePicker legend="Programledere" staff={staff} value={form.host_ids} onChange={(host_ids) => set({ host_ids })} warnings={unavailable} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ProducerSelect staff={staff} value={form.producer_id} onChange={(producer_id) => set({ producer_id })} warnings={unavailable} />
            {show && (
              <FormField label="Status">
                <NativeSelect value={form.status} onChange={(e) => set({ status: e.target.value as ShowStatus })}>
                  {SHOW_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {SHOW_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
          </div>
          <ClockPicker
            clocks={clocks}
            weekdays={form.date ? [weekdayOfDateKey(form.date)] : []}
            value={form.clock_template_ids}
            onChange={(clock_template_ids) => set({ clock_template_ids })}
          />
          <ColorField id={`${id}-color`} value={form.color} onChange={(color) => set({ color })} />
          {error && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Avbryt
            </Button>
            <Button type="submit" disabled={pending}>
              {show ? 'Lagre' : 'Legg inn sending'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
