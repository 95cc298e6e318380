import { useId } from 'react';
import { AUTOMATION_STRINGS as S, type AutomationAttach } from '@studioportal/shared';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useEditorialList, useEditorialTargets } from '@/features/editorial';
import { AUTOMATION_WEB as T } from './strings';

export interface AttachDraft {
  editorial_id: string;
  element_id: string;
}

export const emptyAttach: AttachDraft = { editorial_id: '', element_id: '' };

/** Both chosen, or nothing: the shared schema then asks for both in one message. */
export const attachOfDraft = (draft: AttachDraft): AutomationAttach | null =>
  draft.editorial_id && draft.element_id ? { editorial_id: draft.editorial_id, element_id: draft.element_id } : null;

/** Clock template elements grouped by their clock, as Sendeklokker lists them. */
function useClockElements() {
  const targets = useEditorialTargets();
  const groups = new Map<string, { id: string; label: string }[]>();
  for (const element of targets.data?.clock_elements ?? []) groups.set(element.group, [...(groups.get(element.group) ?? []), element]);
  return { groups: [...groups], isPending: targets.isPending };
}

/** "Fest manus til klokkeelement": which script, and which element of which clock. */
export function AttachFields({ value, onChange, error }: { value: AttachDraft; onChange: (next: AttachDraft) => void; error?: string }) {
  const scripts = useEditorialList();
  const elements = useClockElements();
  const errorId = useId();
  const sorted = [...(scripts.data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title, 'nb'));
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{S.attachScriptLabel}</legend>
      <FormField label={S.attachScriptLabel}>
        <NativeSelect value={value.editorial_id} disabled={scripts.isPending} onChange={(e) => onChange({ ...value, editorial_id: e.target.value })} {...described}>
          <option value="">{scripts.isPending ? T.loadingScripts : T.chooseScript}</option>
          {sorted.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </NativeSelect>
      </FormField>
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
    </fieldset>
  );
}

/** The script's title and the element's clock and name, for the action's card. */
export function AttachSummary({ attach }: { attach: AutomationAttach }) {
  const scripts = useEditorialList();
  const targets = useEditorialTargets();
  const script = scripts.data?.items.find((item) => item.id === attach.editorial_id);
  const element = targets.data?.clock_elements.find((e) => e.id === attach.element_id);
  const gone = (pending: boolean, message: string) => (pending ? '…' : message);
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">{S.attachScriptLabel}: </span>
      {script?.title ?? gone(scripts.isPending, S.attachScriptGone)}
      <span className="text-muted-foreground"> → {S.attachElementLabel}: </span>
      {element ? `${element.group} · ${element.label}` : gone(targets.isPending, S.attachElementGone)}
    </p>
  );
}
