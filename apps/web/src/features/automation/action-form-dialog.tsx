import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTOMATION_ACTION_KINDS,
  AUTOMATION_KIND_LABELS,
  AUTOMATION_LIMITS,
  AUTOMATION_SCHEDULE_LABELS,
  AUTOMATION_SCHEDULE_TYPES,
  AUTOMATION_STRINGS,
  REMINDER_EVENT_LABELS,
  REMINDER_EVENTS,
  stationTimeZone,
  automationActionInputSchema,
  type AutomationAction,
  type AutomationActionInput,
  type AutomationActionKind,
  type AutomationScheduleType,
  type ReminderEvent,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DateTimeField } from '@/components/ui/date-time-field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { TimeField } from '@/components/ui/time-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { reloadActions, useCreateAction, useUpdateAction } from './api';
import { AttachFields, attachOfDraft, draftOfAttach, type AttachDraft } from './attach-fields';
import { draftOfSchedule, scheduleOfDraft, type ScheduleDraft } from './schedule-text';
import { AUTOMATION_WEB as T } from './strings';

type Field = 'name' | 'kind' | 'text' | 'schedule' | 'attach';

interface Draft {
  name: string;
  kind: AutomationActionKind;
  text: string;
  schedule: ScheduleDraft;
  enabled: boolean;
  attach: AttachDraft;
}

const draftOf = (action: AutomationAction | undefined): Draft => ({
  name: action?.name ?? '',
  kind: action?.kind ?? 'staff_message',
  text: action?.text ?? '',
  schedule: draftOfSchedule(action?.schedule, new Date()),
  enabled: action?.enabled ?? true,
  attach: draftOfAttach(action?.attach),
});

const inputOf = (draft: Draft): AutomationActionInput => ({
  name: draft.name,
  kind: draft.kind,
  text: draft.text,
  schedule: scheduleOfDraft(draft.schedule),
  enabled: draft.enabled,
  attach: draft.kind === 'attach_content' ? attachOfDraft(draft.attach) : null,
});

/** "Ny handling" / "Rediger handling" in a dialog. */
export function ActionFormDialog({ action, trigger }: { action?: AutomationAction; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-xl">{open && <ActionForm action={action} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

/**
 * What, when and the text, checked by the shared schema first. When someone else saved in between
 * (409 changed) the form says so and offers the stored version instead of overwriting it.
 */
function ActionForm({ action, onDone }: { action?: AutomationAction; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(action);
  const [draft, setDraft] = useState<Draft>(() => draftOf(action));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<{ message: string; changed: boolean } | null>(null);
  const create = useCreateAction();
  const update = useUpdateAction();
  const busy = create.isPending || update.isPending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setSchedule = (patch: Partial<ScheduleDraft>) => setDraft((d) => ({ ...d, schedule: { ...d.schedule, ...patch } }));
  // A host reminder is timed by the plan ("før"); the other kinds by the calendar.
  const setKind = (kind: AutomationActionKind) =>
    setDraft((d) => {
      const reminder = kind === 'host_reminder';
      const type: AutomationScheduleType = reminder ? 'before' : d.schedule.type === 'before' ? 'once' : d.schedule.type;
      return { ...d, kind, schedule: { ...d.schedule, type } };
    });
  const scheduleTypes = AUTOMATION_SCHEDULE_TYPES.filter((type) => (draft.kind === 'host_reminder') === (type === 'before'));
  const textMax = draft.kind === 'display_message' ? AUTOMATION_LIMITS.displayTextMax : AUTOMATION_LIMITS.textMax;

  const reload = async () => {
    const fresh = (await reloadActions(queryClient)).find((a) => a.id === action?.id);
    if (!fresh) return onDone();
    setBase(fresh);
    setDraft(draftOf(fresh));
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const parsed = automationActionInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    const done = {
      onSuccess: () => {
        toast({ title: base ? T.saved : T.created, duration: 3000 });
        onDone();
      },
      onError: (error: unknown) => {
        const field = isApiError(error) ? (error.details as { path?: string }[] | undefined)?.[0]?.path?.split('.')[0] : undefined;
        if (field === 'schedule' || field === 'attach') setErrors({ [field]: errorMessage(error) });
        else setServerError({ message: errorMessage(error), changed: isApiError(error) && error.code === 'changed' });
      },
    };
    if (base) update.mutate({ id: base.id, update: { ...input, version: base.version } }, done);
    else create.mutate(input, done);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{base ? T.editAction : T.newAction}</DialogTitle>
        <DialogDescription>{T.stationTime(stationTimeZone())}</DialogDescription>
      </DialogHeader>
      <FormField label={T.name} error={errors.name}>
        <Input value={draft.name} maxLength={AUTOMATION_LIMITS.nameMax} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
      </FormField>
      <FormField label={T.kind} error={errors.kind}>
        <NativeSelect value={draft.kind} onChange={(e) => setKind(e.target.value as AutomationActionKind)}>
          {AUTOMATION_ACTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {AUTOMATION_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {draft.kind === 'attach_content' && <AttachFields value={draft.attach} onChange={(attach) => set('attach', attach)} error={errors.attach} />}
      <FormField label={draft.kind === 'attach_content' ? AUTOMATION_STRINGS.attachNote : T.text} hint={T.textCount(draft.text.length, textMax)} error={errors.text}>
        <Textarea value={draft.text} rows={3} maxLength={textMax} onChange={(e) => set('text', e.target.value)} />
      </FormField>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{T.scheduleType}</legend>
        <FormField label={T.scheduleType}>
          <NativeSelect value={draft.schedule.type} onChange={(e) => setSchedule({ type: e.target.value as AutomationScheduleType })}>
            {scheduleTypes.map((type) => (
              <option key={type} value={type}>
                {AUTOMATION_SCHEDULE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {draft.schedule.type === 'before' ? (
          <div className="grid grid-cols-2 gap-3">
            <FormField label={T.minutesBefore}>
              <Input type="number" inputMode="numeric" min={1} max={AUTOMATION_LIMITS.reminderMinutesMax} value={draft.schedule.minutes} onChange={(e) => setSchedule({ minutes: e.target.value })} />
            </FormField>
            <FormField label={T.beforeEvent}>
              <NativeSelect value={draft.schedule.event} onChange={(e) => setSchedule({ event: e.target.value as ReminderEvent })}>
                {REMINDER_EVENTS.map((event) => (
                  <option key={event} value={event}>
                    {REMINDER_EVENT_LABELS[event]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        ) : draft.schedule.type === 'once' ? (
          <div className="grid gap-2">
            <span className="text-sm font-medium leading-none">{T.at}</span>
            <DateTimeField label={T.at} value={draft.schedule.at} onChange={(at) => setSchedule({ at })} />
          </div>
        ) : (
          <FormField label={T.time}>
            <TimeField value={draft.schedule.time} onChange={(time) => setSchedule({ time })} />
          </FormField>
        )}
        {errors.schedule && <p className="text-xs font-medium text-red-600 sm:col-span-2 dark:text-red-400">{errors.schedule}</p>}
      </fieldset>
      <FormError
        message={serverError?.message ?? null}
        action={
          serverError?.changed ? (
            <Button variant="outline" size="sm" onClick={() => void reload()}>
              {T.reload}
            </Button>
          ) : undefined
        }
      />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {T.cancel}
        </Button>
        <RequiresNetwork className="justify-end">
          {({ offline, controlProps }) => (
            <Button type="submit" disabled={busy || offline} {...controlProps}>
              {T.save}
            </Button>
          )}
        </RequiresNetwork>
      </DialogFooter>
    </form>
  );
}
