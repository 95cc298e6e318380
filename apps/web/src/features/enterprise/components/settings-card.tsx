import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Lock, Settings2 } from 'lucide-react';
import { STATION_LIMITS, STATION_SETTINGS_STRINGS as S, stationSettingsUpdateSchema, type SettingValue, type StationSettings, type StationSettingsUpdate } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useSaveStationSettings } from '../api';

/** Every zone the browser knows, with the station's own first if it is not among them. */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

const SOURCE_LABEL: Record<SettingValue<unknown>['source'], string> = { environment: S.fromEnvironment, database: S.fromDatabase, default: S.fromDefault };

function SourceNote({ setting }: { setting: SettingValue<unknown> }) {
  if (setting.source === 'environment' && setting.env) {
    return (
      <span className="inline-flex items-center gap-1">
        <Lock className="size-3" aria-hidden />
        {S.envLocked(setting.env)}
      </span>
    );
  }
  return <>{SOURCE_LABEL[setting.source]}</>;
}

interface Draft {
  show_name: string;
  time_zone: string;
  sms_inbox_url: string;
  session_idle_days: string;
  session_absolute_days: string;
}

type Lifetime = 'session_idle_days' | 'session_absolute_days';

const draftOf = (settings: StationSettings): Draft => ({
  show_name: settings.show_name.value,
  time_zone: settings.time_zone.value,
  sms_inbox_url: settings.sms_inbox_url.value ?? '',
  session_idle_days: String(settings.session_idle_days.value),
  session_absolute_days: String(settings.session_absolute_days.value),
});

/** A number field's text as the schema should see it: empty is not 0, so the schema names the problem. */
const daysOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What a lifetime field holds, with its help text and where the value comes from. */
function LifetimeHint({ text, setting }: { text: string; setting: SettingValue<unknown> }) {
  return (
    <>
      <span className="block">{text}</span>
      <span className="mt-1 block">
        <SourceNote setting={setting} />
      </span>
    </>
  );
}

interface LifetimeFieldProps {
  label: string;
  hint: string;
  setting: SettingValue<number>;
  range: [min: number, max: number];
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}

/** A session lifetime in whole days; locked when the environment sets it. */
function LifetimeField({ label, hint, setting, range, value, onChange, error }: LifetimeFieldProps) {
  return (
    // content-start: side by side, the shorter field keeps its height instead of stretching to the taller one's.
    <FormField label={label} hint={<LifetimeHint text={hint} setting={setting} />} error={error} className="content-start">
      <Input
        type="number"
        inputMode="numeric"
        min={range[0]}
        max={range[1]}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={setting.source === 'environment'}
        className="w-32"
      />
    </FormField>
  );
}

/** Show name, time zone, SMS inbox and the session lifetimes. A value from the environment is locked. */
export function SettingsCard({ settings }: { settings: StationSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useSaveStationSettings();
  const zones = useMemo(() => zonesWith(draft.time_zone), [draft.time_zone]);
  // A colleague's change (live) or our own save: the form shows the stored values again.
  useEffect(() => setDraft(draftOf(settings)), [settings]);

  const locked = (key: 'show_name' | 'sms_inbox_url' | Lifetime) => settings[key].source === 'environment';
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: StationSettingsUpdate = {};
    if (!locked('show_name') && draft.show_name !== settings.show_name.value) input.show_name = draft.show_name;
    if (draft.time_zone !== settings.time_zone.value) input.time_zone = draft.time_zone;
    if (!locked('sms_inbox_url') && draft.sms_inbox_url !== (settings.sms_inbox_url.value ?? '')) input.sms_inbox_url = draft.sms_inbox_url.trim() || null;
    for (const key of ['session_idle_days', 'session_absolute_days'] as const) {
      if (!locked(key) && daysOf(draft[key]) !== settings[key].value) input[key] = daysOf(draft[key]);
    }
    if (Object.keys(input).length === 0) {
      toast({ title: S.nothingToChange });
      return;
    }
    const checked = stationSettingsUpdateSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    // One lifetime changed alone meets the other one in force (the server checks the same); the
    // message goes to the field that was changed, since the other may be locked.
    const { session_idle_days: idle, session_absolute_days: absolute } = checked.data;
    if ((idle !== undefined || absolute !== undefined) && (absolute ?? settings.session_absolute_days.value) < (idle ?? settings.session_idle_days.value)) {
      setErrors({ [absolute !== undefined ? 'session_absolute_days' : 'session_idle_days']: S.sessionAbsoluteShorter });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      toast({ variant: 'success', title: S.saved });
    } catch (failure) {
      toast({ variant: 'destructive', title: errorMessage(failure) });
    }
  };

  return (
    <Card>
      <CardHeading icon={Settings2} title={S.settingsTitle} />
      <CardContent>
        <form className="grid gap-5" onSubmit={(e) => void submit(e)} noValidate>
          <FormField label={S.showName} hint={<SourceNote setting={settings.show_name} />} error={errors.show_name}>
            <Input value={draft.show_name} onChange={(e) => set('show_name')(e.target.value)} disabled={locked('show_name')} maxLength={80} autoComplete="off" />
          </FormField>
          <FormField label={S.timeZone} hint={<SourceNote setting={settings.time_zone} />} error={errors.time_zone}>
            <NativeSelect value={draft.time_zone} onChange={(e) => set('time_zone')(e.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={S.smsInboxUrl} hint={<SourceNote setting={settings.sms_inbox_url} />} error={errors.sms_inbox_url}>
            <Input
              type="url"
              inputMode="url"
              value={draft.sms_inbox_url}
              onChange={(e) => set('sms_inbox_url')(e.target.value)}
              disabled={locked('sms_inbox_url')}
              placeholder="https://"
              autoComplete="off"
            />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            {/* content-start: side by side, the shorter field keeps its height instead of stretching to the taller one's. */}
            <LifetimeField
              label={S.sessionIdleDays}
              hint={S.sessionIdleHint}
              setting={settings.session_idle_days}
              range={[STATION_LIMITS.sessionIdleMinDays, STATION_LIMITS.sessionIdleMaxDays]}
              value={draft.session_idle_days}
              onChange={set('session_idle_days')}
              error={errors.session_idle_days}
            />
            <LifetimeField
              label={S.sessionAbsoluteDays}
              hint={S.sessionAbsoluteHint}
              setting={settings.session_absolute_days}
              range={[STATION_LIMITS.sessionAbsoluteMinDays, STATION_LIMITS.sessionAbsoluteMaxDays]}
              value={draft.session_absolute_days}
              onChange={set('session_absolute_days')}
              error={errors.session_absolute_days}
            />
          </div>
          <p className="text-xs text-muted-foreground">{S.sessionNote}</p>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {S.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
