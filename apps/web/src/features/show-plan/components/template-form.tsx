import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  endsNextDay,
  normalizeTimeOfDay,
  parseTimeOfDay,
  SHOW_PLAN_LIMITS,
  SHOW_PLAN_STRINGS,
  weekdayName,
  WEEKDAYS_MONDAY_FIRST,
  type ShowTemplate,
  type ShowTemplateInput,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { staffQuery, templatesQuery } from '@/features/clocks';
import { useSaveTemplate } from '../api';
import { ClockPicker } from './clock-picker';
import { ColorField } from './color-field';
import { PeoplePicker } from './people-picker';
import { ProducerSelect } from './producer-select';
import { TimeInput } from './time-input';

interface TemplateFormProps {
  template: ShowTemplate | null;
  onDone: () => void;
}

type FormState = Required<Omit<ShowTemplateInput, 'producer_id'>> & { producer_id: string };

function initial(t: ShowTemplate | null): FormState {
  return {
    name: t?.name ?? '',
    description: t?.description ?? '',
    weekdays: t?.weekdays ?? [1, 2, 3, 4, 5],
    start_time: t?.start_time ?? '06:00',
    end_time: t?.end_time ?? '10:00',
    host_ids: t?.hosts.map((h) => h.id) ?? [],
    producer_id: t?.producer?.id ?? '',
    clock_template_ids: t?.clock_template_ids ?? [],
    color: t?.color ?? null,
    is_active: t?.is_active ?? true,
  };
}

/** Create or change a show template: the recurring rule behind the weekly shows. */
export function TemplateForm({ template, onDone }: TemplateFormProps) {
  const id = useId();
  const [form, setForm] = useState(() => initial(template));
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const { data: staff = [] } = useQuery(staffQuery);
  const { data: clocks = [] } = useQuery(templatesQuery);
  const save = useSaveTemplate();
  const set = (patch: Partial<FormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const start_time = normalizeTimeOfDay(form.start_time) ?? form.start_time;
    const end_time = normalizeTimeOfDay(form.end_time) ?? form.end_time;
    const next: typeof errors = {};
    if (!form.name.trim()) next.name = SHOW_PLAN_STRINGS.nameRequired;
    if (form.weekdays.length === 0) next.weekdays = SHOW_PLAN_STRINGS.weekdaysRequired;
    if (parseTimeOfDay(start_time) === null) next.start_time = SHOW_PLAN_STRINGS.timeInvalid;
    if (parseTimeOfDay(end_time) === null) next.end_time = SHOW_PLAN_STRINGS.timeInvalid;
    else if (start_time === end_time) next.end_time = SHOW_PLAN_STRINGS.sameStartEnd;
    if (Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    try {
      await save.mutateAsync({ id: template?.id ?? null, input: { ...form, name: form.name.trim(), start_time, end_time, producer_id: form.producer_id || null } });
      toast({ title: 'Programmalen er lagret', variant: 'success' });
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label={template ? `Rediger «${template.name}»` : 'Ny programmal'}>
      <FormField label="Navn" error={errors.name}>
        <Input value={form.name} maxLength={SHOW_PLAN_LIMITS.templateNameMax} placeholder="For eksempel Morgenshowet" onChange={(e) => set({ name: e.target.value })} autoFocus />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.weekdays ? `${id}-days-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Ukedager</legend>
        <div className="flex flex-wrap gap-1.5">
          {WEEKDAYS_MONDAY_FIRST.map((day) => {
            const checked = form.weekdays.includes(day);
            return (
              <label
                key={day}
                className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={(e) => set({ weekdays: e.target.checked ? [...form.weekdays, day] : form.weekdays.filter((d) => d !== day) })}
                  className="size-4 accent-[var(--primary)]"
                  aria-label={weekdayName(day, true)}
                />
                <span aria-hidden>{weekdayName(day, true).slice(0, 3)}</span>
              </label>
            );
          })}
        </div>
        {errors.weekdays && (
          <p id={`${id}-days-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.weekdays}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Start" error={errors.start_time}>
          <TimeInput value={form.start_time} onChange={(v) => set({ start_time: v })} />
        </FormField>
        <FormField label="Slutt" error={errors.end_time} hint={endsNextDay(normalizeTimeOfDay(form.start_time) ?? '', normalizeTimeOfDay(form.end_time) ?? '') ? 'Slutter neste dag' : undefined}>
          <TimeInput value={form.end_time} onChange={(v) => set({ end_time: v })} />
        </FormField>
      </div>
      <PeoplePicker legend="Programledere" staff={staff} value={form.host_ids} onChange={(host_ids) => set({ host_ids })} />
      <ProducerSelect staff={staff} value={form.producer_id} onChange={(producer_id) => set({ producer_id })} />
      <ClockPicker clocks={clocks} weekdays={form.weekdays} value={form.clock_template_ids} onChange={(clock_template_ids) => set({ clock_template_ids })} />
      <ColorField id={`${id}-color`} value={form.color} onChange={(color) => set({ color })} />
      <FormField label="Beskrivelse">
        <Textarea value={form.description} rows={2} maxLength={SHOW_PLAN_LIMITS.descriptionMax} onChange={(e) => set({ description: e.target.value })} />
      </FormField>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" checked={form.is_active} onChange={(e) => set({ is_active: e.target.checked })} className="size-4 accent-[var(--primary)]" />
        <span>
          <span className="font-medium">Aktiv</span>
          <span className="block text-xs text-muted-foreground">Bare aktive maler kan legges inn i planen.</span>
        </span>
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Avbryt
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {template ? 'Lagre mal' : 'Opprett mal'}
        </Button>
      </div>
    </form>
  );
}
