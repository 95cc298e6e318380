import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CLOCK_STRINGS, clockIssues, clockTotals, reflowElements, zonedParts, type ClockTemplate } from '@studioportal/shared';
import { staffQuery } from '../api';
import { newDraftElement, type Draft, type DraftElement } from '../lib/draft';
import { issuesByKey } from '../lib/issues-by-key';
import { moveItem } from '../lib/move-item';
import { useSaveShortcut } from './use-save-shortcut';
import { useStationDay } from './use-station-day';
import { useTemplateDraft } from './use-template-draft';
import { useTemplateEditors } from './use-template-editors';
import { useTemplateSave } from './use-template-save';

export interface TemplateEditorOptions {
  /** The template as last saved; undefined while creating a new one. */
  saved: ClockTemplate | undefined;
  /** The draft a new template starts from. */
  initial: Draft;
  readOnly: boolean;
  selfId: string | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** The dialog over the editor, if any; 'leave' asks before unsaved changes are thrown away. */
export type EditorDialog = 'duplicate' | 'delete' | 'leave' | null;

export type TemplateEditorState = ReturnType<typeof useTemplateEditor>;

/**
 * Everything the template editor knows and does, apart from drawing it: the draft and its rule
 * problems, who else has the template open, where "now" falls on the clock, saving, and which
 * element or dialog is open. The layout components only render what this returns.
 */
export function useTemplateEditor({ saved, initial, readOnly, selfId, onClose, onCreated }: TemplateEditorOptions) {
  const { draft, baseVersion, dirty, notice, setDraft, rebase, markSaved, discard, dismissNotice } = useTemplateDraft(saved, initial, selfId);
  // Only someone who can edit picks a responsible person, so only they fetch the staff list.
  const { data: staff = [] } = useQuery({ ...staffQuery, enabled: !readOnly });
  // Only editors announce themselves; the list shows the others who have this template open.
  const editors = useTemplateEditors(saved && !readOnly ? saved.id : null).filter((e) => saved && e.template_id === saved.id && e.user_id !== selfId);
  const { now, timeZone, weekday: today } = useStationDay(1000);

  const [editing, setEditing] = useState<{ element: DraftElement; isNew: boolean } | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EditorDialog>(null);

  const issues = useMemo(() => clockIssues(draft.elements), [draft.elements]);
  const problems = useMemo(() => issuesByKey(issues, draft.elements), [issues, draft.elements]);
  const nameError = draft.name.trim() ? undefined : CLOCK_STRINGS.nameRequired;
  const totals = clockTotals(draft.elements);
  // A saved element may name someone who is not on the staff list (any more); keep showing them.
  const people = useMemo(() => {
    const map = new Map(staff.map((p) => [p.id, { id: p.id, full_name: p.full_name, chat_color: p.chat_color }]));
    for (const e of saved?.elements ?? []) if (e.responsible) map.set(e.responsible.id, e.responsible);
    return map;
  }, [staff, saved]);

  const isNew = !saved;
  const canSave = !readOnly && (dirty || isNew) && issues.length === 0 && !nameError;
  const { save, saving, saveError, triedSave } = useTemplateSave({ saved, draft, baseVersion, canSave, markSaved, rebase, onCreated });
  useSaveShortcut(() => void save());

  // The clock hand and "Går nå" belong to the template's own weekday only.
  const parts = zonedParts(now, timeZone);
  const nowSeconds = draft.weekday === today ? parts.minute * 60 + parts.second : null;
  const runningNow = draft.weekday === today && parts.hour === draft.start_hour;

  const openElement = (key: string) => {
    const element = draft.elements.find((e) => e.key === key);
    if (element) setEditing({ element, isNew: false });
  };

  const applyElement = (element: DraftElement) => {
    setDraft((d) => {
      const exists = d.elements.some((e) => e.key === element.key);
      const elements = exists ? d.elements.map((e) => (e.key === element.key ? element : e)) : [...d.elements, element];
      // Keep the list in time order after an explicit time was set.
      return { ...d, elements: [...elements].sort((a, b) => a.start_offset_s - b.start_offset_s) };
    });
    setEditing(null);
  };

  return {
    saved,
    readOnly,
    isNew,
    draft,
    dirty,
    notice,
    editors,
    staff,
    people,
    issues,
    issuesByKey: problems,
    problemKeys: new Set(problems.keys()),
    // An empty name is flagged after a save attempt, or at once when the name is only spaces.
    nameError: triedSave || draft.name ? nameError : undefined,
    totals,
    nowSeconds,
    runningNow,
    saving,
    saveError,
    highlight,
    editing,
    /** The other elements, so the element dialog can warn about overlaps while typing. */
    editingSiblings: editing ? draft.elements.filter((e) => e.key !== editing.element.key) : [],
    dialog,

    patch: (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p })),
    save,
    discard,
    dismissNotice,
    setHighlight,
    addElement: () => setEditing({ isNew: true, element: newDraftElement(draft.elements) }),
    openElement,
    applyElement,
    closeElement: () => setEditing(null),
    // A drag or arrow key changes the order; soft elements then follow each other again.
    reorderElements: (from: number, to: number) => setDraft((d) => ({ ...d, elements: reflowElements(moveItem(d.elements, from, to)) })),
    removeElement: (key: string) => setDraft((d) => ({ ...d, elements: d.elements.filter((e) => e.key !== key) })),
    openDialog: (which: Exclude<EditorDialog, null>) => setDialog(which),
    closeDialog: () => setDialog(null),
    /** "Alle sendeklokker": asks first when there are unsaved changes. */
    back: () => (dirty && !readOnly ? setDialog('leave') : onClose()),
    close: onClose,
  };
}
