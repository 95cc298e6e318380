import { CLOCK_STRINGS as S, type ClockMediaRef } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useMediaList } from '@/features/media';
import { mediaLength } from './element-media';

interface ElementMediaFieldProps {
  /** The file chosen in the dialog so far (the element's own until changed). */
  value: ClockMediaRef | null;
  readOnly: boolean;
  /** The duration typed in the dialog, in seconds (null while it does not parse). */
  durationS: number | null;
  onChange: (media: ClockMediaRef | null) => void;
  onUseLength: (seconds: number) => void;
}

/**
 * "Lydfil": an optional audio file from the media library for the element (a jingle, a bed, a
 * pre-recorded interview). "Ingen lydfil" takes it off. The library's list is fetched only for
 * someone who can change the clock; a reader sees the element's own file.
 */
export function ElementMediaField({ value, readOnly, durationS, onChange, onUseLength }: ElementMediaFieldProps) {
  const library = useMediaList({ enabled: !readOnly });
  const audio = (library.data?.media ?? [])
    .filter((m) => m.kind === 'audio')
    .map((m): ClockMediaRef => ({ id: m.id, title: m.title, duration_ms: m.duration_ms }))
    .sort((a, b) => a.title.localeCompare(b.title, 'nb'));
  const listed = value === null || audio.some((m) => m.id === value.id);
  // The element's file stays choosable while the list loads, and is named when it has left the library.
  const options = listed || value === null ? audio : [value, ...audio];
  const gone = !readOnly && library.isSuccess && !listed;
  const length = value ? mediaLength(value) : null;
  const seconds = value?.duration_ms != null ? Math.max(1, Math.round(value.duration_ms / 1000)) : null;

  return (
    <div className="grid gap-2">
      <FormField label={S.mediaLabel} hint={S.mediaHint} error={gone ? S.mediaNotFound : undefined}>
        <NativeSelect
          value={value?.id ?? ''}
          onChange={(e) => onChange(options.find((m) => m.id === e.target.value) ?? null)}
        >
          <option value="">{!readOnly && library.isPending ? S.mediaLoading : S.mediaNone}</option>
          {options.map((m) => {
            const l = mediaLength(m);
            return (
              <option key={m.id} value={m.id}>
                {l ? `${m.title} (${l})` : m.title}
              </option>
            );
          })}
        </NativeSelect>
      </FormField>
      {!readOnly && length && seconds !== null && seconds <= 3600 && seconds !== durationS && (
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => onUseLength(seconds)}>
          {S.mediaUseLength(length)}
        </Button>
      )}
    </div>
  );
}
