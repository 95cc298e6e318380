import { useId } from 'react';
import { AUTOMATION_STRINGS as S, formatMmSs, isMediaAttach, type AutomationAttach } from '@studioportal/shared';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useEditorialList, useEditorialTargets } from '@/features/editorial';
import { useMediaList } from '@/features/media';
import { AUTOMATION_WEB as T } from './strings';

/** What an attach_content action fastens to the element: a script, or an audio file from the media library. */
export type AttachItem = 'script' | 'media';
const ATTACH_ITEMS: { value: AttachItem; label: string }[] = [
  { value: 'script', label: S.attachScriptLabel },
  { value: 'media', label: S.attachMediaLabel },
];

/** Both ids are kept while the user switches between "Manus" and "Lydfil", so switching back loses nothing. */
export interface AttachDraft {
  item: AttachItem;
  editorial_id: string;
  media_id: string;
  element_id: string;
}

export const emptyAttach: AttachDraft = { item: 'script', editorial_id: '', media_id: '', element_id: '' };

export const draftOfAttach = (attach: AutomationAttach | null | undefined): AttachDraft => {
  if (!attach) return emptyAttach;
  return isMediaAttach(attach)
    ? { ...emptyAttach, item: 'media', media_id: attach.media_id, element_id: attach.element_id }
    : { ...emptyAttach, item: 'script', editorial_id: attach.editorial_id, element_id: attach.element_id };
};

/** The chosen item and the element, or nothing: the shared schema then asks for both in one message. */
export const attachOfDraft = (draft: AttachDraft): AutomationAttach | null => {
  if (!draft.element_id) return null;
  if (draft.item === 'media') return draft.media_id ? { media_id: draft.media_id, element_id: draft.element_id } : null;
  return draft.editorial_id ? { editorial_id: draft.editorial_id, element_id: draft.element_id } : null;
};

const lengthOf = (durationMs: number | null) => (durationMs === null ? null : formatMmSs(Math.max(1, Math.round(durationMs / 1000))));

/** Clock template elements grouped by their clock, as Sendeklokker lists them. */
function useClockElements() {
  const targets = useEditorialTargets();
  const groups = new Map<string, { id: string; label: string }[]>();
  for (const element of targets.data?.clock_elements ?? []) groups.set(element.group, [...(groups.get(element.group) ?? []), element]);
  return { groups: [...groups], isPending: targets.isPending };
}

/** The library's audio files by title, named with their length as /media shows it. */
function useAudioFiles(enabled: boolean) {
  const library = useMediaList({ enabled });
  const files = (library.data?.media ?? [])
    .filter((m) => m.kind === 'audio')
    .map((m) => ({ id: m.id, title: m.title, length: lengthOf(m.duration_ms) }))
    .sort((a, b) => a.title.localeCompare(b.title, 'nb'));
  return { files, isPending: library.isPending };
}

/** "Fest manus eller lydfil til klokkeelement": a script or an audio file, and which element of which clock. */
export function AttachFields({ value, onChange, error }: { value: AttachDraft; onChange: (next: AttachDraft) => void; error?: string }) {
  const media = value.item === 'media';
  const scripts = useEditorialList();
  const audio = useAudioFiles(media);
  const elements = useClockElements();
  const errorId = useId();
  const radioName = useId();
  const sorted = [...(scripts.data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title, 'nb'));
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <fieldset className="grid gap-1 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">{S.attachItemKindLabel}</legend>
        <div className="flex flex-wrap gap-x-5">
          {ATTACH_ITEMS.map((item) => (
            <label key={item.value} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name={radioName}
                value={item.value}
                checked={value.item === item.value}
                onChange={() => onChange({ ...value, item: item.value })}
                className="size-4 accent-primary"
              />
              {item.label}
            </label>
          ))}
        </div>
      </fieldset>
      {media ? (
        <FormField label={S.attachMediaPick}>
          <NativeSelect value={value.media_id} disabled={audio.isPending} onChange={(e) => onChange({ ...value, media_id: e.target.value })} {...described}>
            <option value="">{audio.isPending ? T.loadingMedia : T.chooseMedia}</option>
            {audio.files.map((file) => (
              <option key={file.id} value={file.id}>
                {file.length ? `${file.title} (${file.length})` : file.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <FormField label={S.attachScriptPick}>
          <NativeSelect value={value.editorial_id} disabled={scripts.isPending} onChange={(e) => onChange({ ...value, editorial_id: e.target.value })} {...described}>
            <option value="">{scripts.isPending ? T.loadingScripts : T.chooseScript}</option>
            {sorted.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField label={S.attachElementLabel}>
        <NativeSelect value={value.element_id} disabled={elements.isPending} onChange={(e) => onChange({ ...value, element_id: e.target.value })} {...described}>
          <option value="">{elements.isPending ? T.loadingElements : T.chooseElement}</option>
          {elements.groups.map(([group, items]) => (
            <optgroup key={group} label={group}>
              {items.map((element) => (
                <option key={element.id} value={element.id}>
                  {element.label}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </FormField>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600 sm:col-span-2 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The script's title or the audio file's name and length, then the element's clock and name, for the action's card. */
export function AttachSummary({ attach }: { attach: AutomationAttach }) {
  const media = isMediaAttach(attach);
  const scripts = useEditorialList();
  const audio = useAudioFiles(media);
  const targets = useEditorialTargets();
  const element = targets.data?.clock_elements.find((e) => e.id === attach.element_id);
  const gone = (pending: boolean, message: string) => (pending ? '…' : message);
  let item: string;
  if (isMediaAttach(attach)) {
    const file = audio.files.find((f) => f.id === attach.media_id);
    item = file ? (file.length ? `${file.title} (${file.length})` : file.title) : gone(audio.isPending, S.attachMediaGone);
  } else {
    item = scripts.data?.items.find((i) => i.id === attach.editorial_id)?.title ?? gone(scripts.isPending, S.attachScriptGone);
  }
  return (
    <p className="text-sm break-words">
      <span className="text-muted-foreground">{media ? S.attachMediaLabel : S.attachScriptLabel}: </span>
      {item}
      <span className="text-muted-foreground"> → {S.attachElementLabel}: </span>
      {element ? `${element.group} · ${element.label}` : gone(targets.isPending, S.attachElementGone)}
    </p>
  );
}
