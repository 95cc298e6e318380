import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, RotateCcw, Save } from 'lucide-react';
import { QUIZ_STRINGS as S, type QuizQuestionKind, type QuizSet } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { QUIZ_WEB } from '../strings';
import { fetchSet, useCreateSet, useSets, useUpdateSet } from './api';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { QuestionCard, type QuestionAction } from './question-card';
import { SetFields } from './set-fields';
import {
  canAddQuestion,
  draftChanged,
  draftFromSet,
  duplicateQuestion,
  emptySetDraft,
  errorsFromIssues,
  moveQuestion,
  newQuestion,
  removeQuestion,
  validateSet,
  type QuestionDraft,
  type SetDraft,
  type SetErrors,
} from './set-draft';

interface SetEditorProps {
  /** The stored set to edit, or null for a new one. Read once: the editor owns its working copy. */
  initial: QuizSet | null;
  onClose: () => void;
  /** A new set got its id at its first save. */
  onCreated: (id: string) => void;
}

type Notice = { message: string; reload: boolean } | null;

/**
 * The set builder. It works on its own copy and sends the whole set at "Lagre" (Ctrl+S): a new
 * set is created, a stored one replaced with the version it started from, so a colleague's save
 * in between is refused (409) instead of overwritten. Every rule of the shared schema is checked
 * before sending and shown at its field; after a failed attempt the messages follow the typing.
 */
export function SetEditor({ initial, onClose, onCreated }: SetEditorProps) {
  const queryClient = useQueryClient();
  const [setId, setSetId] = useState(initial?.id ?? null);
  const [version, setVersion] = useState(initial?.version ?? null);
  const [{ base, draft }, setDrafts] = useState(() => {
    const start = initial ? draftFromSet(initial) : emptySetDraft();
    return { base: start, draft: start };
  });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SetErrors | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirmLeave, setConfirmLeave] = useState(false);
  const focusTargets = useRef(new Map<string, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const sets = useSets();
  const create = useCreateSet();
  const update = useUpdateSet();
  const saving = create.isPending || update.isPending;
  const e = QUIZ_WEB.editor;

  const checked = useMemo(() => validateSet(draft), [draft]);
  const errors: SetErrors | null = serverErrors ?? (attempted && !checked.ok ? checked.errors : null);
  const dirty = useMemo(() => draftChanged(draft, base), [draft, base]);

  // What the list (kept live by the quiz channel) says about this set since the editor opened it.
  const summary = setId ? sets.data?.find((s) => s.id === setId) : undefined;
  const newerElsewhere = summary !== undefined && version !== null && summary.version > version;
  const deletedElsewhere = setId !== null && sets.data !== undefined && summary === undefined && !saving;

  const edit = (next: SetDraft) => {
    setDrafts((current) => ({ ...current, draft: next }));
    setServerErrors(null);
  };
  const editQuestions = (questions: QuestionDraft[]) => edit({ ...draft, questions });

  const focusLater = (key: string, names: string[]) =>
    requestAnimationFrame(() => {
      for (const name of names) {
        const element = focusTargets.current.get(`${key}:${name}`);
        if (element && !(element as HTMLButtonElement).disabled) return element.focus();
      }
    });

  const act = (index: number, action: QuestionAction) => {
    const question = draft.questions[index]!;
    const n = index + 1;
    if (action === 'up' || action === 'down') {
      const delta = action === 'up' ? -1 : 1;
      editQuestions(moveQuestion(draft.questions, index, delta));
      setAnnouncement(e.moved(n, n + delta));
      // Keep the key under the finger: pressing "ned" again moves it further; at the end the other arrow takes focus.
      focusLater(question.key, [action, action === 'up' ? 'down' : 'up', 'heading']);
    } else if (action === 'duplicate') {
      const next = duplicateQuestion(draft.questions, index);
      editQuestions(next);
      setAnnouncement(e.duplicatedQuestion(n));
      focusLater(next[index + 1]!.key, ['heading']);
    } else {
      const next = removeQuestion(draft.questions, index);
      editQuestions(next);
      setAnnouncement(e.deletedQuestion(n));
      const neighbour = next[index] ?? next[index - 1];
      if (neighbour) focusLater(neighbour.key, ['heading']);
      else requestAnimationFrame(() => addButton.current?.focus());
    }
  };

  const add = (kind: QuizQuestionKind) => {
    const question = newQuestion(kind);
    editQuestions([...draft.questions, question]);
    setAnnouncement(e.addedQuestion(draft.questions.length + 1));
    focusLater(question.key, ['prompt']);
  };

  const showNotice = (next: Notice) => {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const saved = (set: QuizSet) => {
    // The keys of the questions on screen stay, so nothing is re-created under the cursor.
    const next = draftFromSet(set, draft.questions.map((q) => q.key));
    setDrafts({ base: next, draft: next });
    setVersion(set.version);
    setAttempted(false);
    setServerErrors(null);
    setNotice(null);
    toast({ title: S.setSaved, duration: 3000 });
  };

  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 409) return showNotice({ message: error.message, reload: true });
    if (isApiError(error) && error.status === 400 && Array.isArray(error.details)) setServerErrors(errorsFromIssues(error.details as { path: string; message: string }[]));
    showNotice({ message: errorMessage(error), reload: false });
  };

  const save = () => {
    if (saving) return;
    setAttempted(true);
    if (!checked.ok) return showNotice({ message: e.fixErrors, reload: false });
    setNotice(null);
    if (setId === null) {
      create.mutate(checked.input, {
        onSuccess: (set) => {
          setSetId(set.id);
          saved(set);
          onCreated(set.id);
        },
        onError: refused,
      });
    } else {
      update.mutate({ id: setId, update: { ...checked.input, version: version! } }, { onSuccess: saved, onError: refused });
    }
  };

  const reload = async () => {
    if (!setId) return;
    try {
      const fresh = await fetchSet(queryClient, setId);
      const next = draftFromSet(fresh);
      setDrafts({ base: next, draft: next });
      setVersion(fresh.version);
      setAttempted(false);
      setServerErrors(null);
      setNotice(null);
    } catch (error) {
      showNotice({ message: errorMessage(error), reload: true });
    }
  };

  const leave = () => (dirty ? setConfirmLeave(true) : onClose());

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
    }
  };

  const heading = base.title.trim() || e.newTitle;

  return (
    <div className="grid gap-5 [&_*]:scroll-mt-24 [&_*]:scroll-mb-40" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={leave} className="-ml-2">
          <ArrowLeft aria-hidden />
          {e.back}
        </Button>
        <h2 className="basis-full break-words text-xl font-semibold tracking-tight">{heading}</h2>
      </div>

      {(newerElsewhere || deletedElsewhere) && !notice && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2.5 text-sm text-amber-900 dark:text-amber-100">
          <span className="flex-1">{deletedElsewhere ? e.deletedElsewhere : e.changedElsewhere}</span>
          {newerElsewhere && (
            <Button variant="outline" size="sm" onClick={() => void reload()}>
              <RotateCcw aria-hidden />
              {e.reload}
            </Button>
          )}
        </div>
      )}

      <fieldset disabled={saving} className="grid min-w-0 gap-5">
        <SetFields draft={draft} errors={errors} onChange={edit} />

        <section aria-labelledby="quiz-questions-heading" className="grid gap-3">
          <h2 id="quiz-questions-heading" className="text-lg font-semibold">
            {e.questionsHeading} <span className="tabular text-muted-foreground">({draft.questions.length})</span>
          </h2>
          {errors?.questions && <p className="text-sm font-medium text-red-600 dark:text-red-400">{errors.questions}</p>}
          <ol className="grid gap-3">
            {draft.questions.map((question, index) => (
              <li key={question.key}>
                <QuestionCard
                  question={question}
                  index={index}
                  count={draft.questions.length}
                  errors={errors?.question[index]}
                  onChange={(next) => editQuestions(draft.questions.map((q, i) => (i === index ? next : q)))}
                  onAction={(action) => act(index, action)}
                  registerFocusTarget={(name, element) => {
                    if (element) focusTargets.current.set(`${question.key}:${name}`, element);
                    else focusTargets.current.delete(`${question.key}:${name}`);
                  }}
                />
              </li>
            ))}
          </ol>
          {canAddQuestion(draft.questions) && (
            <div className="flex flex-wrap gap-2">
              <Button ref={addButton} variant="outline" onClick={() => add('choice')}>
                <Plus aria-hidden />
                {e.addChoice}
              </Button>
              <Button variant="outline" onClick={() => add('text')}>
                <Plus aria-hidden />
                {e.addText}
              </Button>
            </div>
          )}
        </section>
      </fieldset>

      <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:-mx-6 sm:px-6">
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          <FormError
            message={notice?.message ?? null}
            action={
              notice?.reload ? (
                <Button variant="outline" size="sm" onClick={() => void reload()}>
                  <RotateCcw aria-hidden />
                  {e.reload}
                </Button>
              ) : null
            }
          />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {dirty ? e.unsaved : setId ? e.allSaved : ''}
          </p>
          <RequiresNetwork className="justify-end">
            {({ offline, controlProps }) => (
              <Button onClick={save} disabled={saving || offline} aria-keyshortcuts="Control+S" {...controlProps}>
                <Save aria-hidden />
                {QUIZ_WEB.save}
              </Button>
            )}
          </RequiresNetwork>
        </div>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <DiscardChangesDialog open={confirmLeave} onOpenChange={setConfirmLeave} onDiscard={onClose} />
    </div>
  );
}
