import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, Copy, Info, Plus, Save, Trash2, Undo2, X } from 'lucide-react';
import {
  CLOCK_STRINGS,
  clockIssues,
  clockTotals,
  formatMmSs,
  HOUR_SECONDS,
  nextFreeOffset,
  reflowElements,
  weekdayName,
  zonedParts,
  type ClockTemplate,
} from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { useAuth } from '@/features/auth';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { staffQuery, templatesQuery, useCreateTemplate, useUpdateTemplate } from '../api';
import { useStationDay } from '../hooks/use-station-day';
import { useTemplateDraft } from '../hooks/use-template-draft';
import { useTemplateEditors } from '../hooks/use-template-editors';
import { draftToInput, emptyDraft, localKey, type Draft, type DraftElement } from '../lib/draft';
import { hourRange } from '../lib/format';
import { ClockPie } from './clock-pie';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { DuplicateDialog } from './duplicate-dialog';
import { ElementDialog } from './element-dialog';
import { ElementList, moveItem } from './element-list';
import { PersonChip } from './person-chip';
import { TemplateSettings } from './template-settings';

interface TemplateEditorProps {
  /** null: a new template. */
  templateId: string | null;
  newWeekday: number;
  newHour: number;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** The template editor: round clock and element list side by side, saved as one versioned whole. */
export function TemplateEditor({ templateId, newWeekday, newHour, onClose, onCreated }: TemplateEditorProps) {
  const { userProfile, can } = useAuth();
  const readOnly = !can('editPlanning');
  const { data: templates, isPending } = useQuery(templatesQuery);
  const saved = templateId ? templates?.find((t) => t.id === templateId) : undefined;
  const deletedRemotely = templateId !== null && !isPending && templates !== undefined && !saved;

  if (templateId && isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted-foreground">
        Henter sendeklokka...
      </p>
    );
  }
  if (deletedRemotely) {
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-3 py-10 text-center">
          <p className="font-medium">Denne sendeklokka finnes ikke lenger.</p>
          <p className="text-sm text-muted-foreground">Den kan ha blitt slettet av en kollega.</p>
          <Button variant="outline" onClick={onClose}>
            <ArrowLeft aria-hidden /> Alle sendeklokker
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <EditorBody
      key={templateId ?? 'ny'}
      saved={saved}
      initial={emptyDraft(newWeekday, newHour)}
      readOnly={readOnly}
      selfId={userProfile?.id}
      onClose={onClose}
      onCreated={onCreated}
    />
  );
}

interface EditorBodyProps {
  saved: ClockTemplate | undefined;
  initial: Draft;
  readOnly: boolean;
  selfId: string | undefined;
  onClose: () => void;
  onCreated: (id: string) => void;
}

function EditorBody({ saved, initial, readOnly, selfId, onClose, onCreated }: EditorBodyProps) {
  const { draft, baseVersion, dirty, notice, setDraft, rebase, markSaved, discard, dismissNotice } = useTemplateDraft(saved, initial, selfId);
  const { data: staff = [] } = useQuery({ ...staffQuery, enabled: !readOnly });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const editors = useTemplateEditors(saved && !readOnly ? saved.id : null).filter((e) => saved && e.template_id === saved.id && e.user_id !== selfId);
  const { now, timeZone, weekday: today } = useStationDay(1000);

  const [editing, setEditing] = useState<{ element: DraftElement; isNew: boolean } | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [triedSave, setTriedSave] = useState(false);
  const [dialog, setDialog] = useState<'duplicate' | 'delete' | 'leave' | null>(null);

  const issues = useMemo(() => clockIssues(draft.elements), [draft.elements]);
  const issuesByKey = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const issue of issues) {
      const key = draft.elements[issue.index]?.key;
      if (key) map.set(key, [...(map.get(key) ?? []), issue.message]);
    }
    return map;
  }, [issues, draft.elements]);
  const nameError = draft.name.trim() ? undefined : CLOCK_STRINGS.nameRequired;
  const totals = clockTotals(draft.elements);
  const people = useMemo(() => {
    const map = new Map(staff.map((p) => [p.id, { id: p.id, full_name: p.full_name, chat_color: p.chat_color }]));
    for (const e of saved?.elements ?? []) if (e.responsible) map.set(e.responsible.id, e.responsible);
    return map;
  }, [staff, saved]);

  const isNew = !saved;
  const canSave = !readOnly && (dirty || isNew) && issues.length === 0 && !nameError;
  const saving = create.isPending || update.isPending;
  const parts = zonedParts(now, timeZone);
  const nowSeconds = draft.weekday === today ? parts.minute * 60 + parts.second : null;
  const runningNow = draft.weekday === today && parts.hour === draft.start_hour;

  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));

  const save = async () => {
    setTriedSave(true);
    setSaveError(null);
    if (!canSave) return;
    try {
      if (isNew) {
        const template = await create.mutateAsync(draftToInput(draft));
        toast({ title: 'Sendeklokka er lagret', description: `«${template.name}» er opprettet.`, variant: 'success' });
        onCreated(template.id);
      } else {
        const template = await update.mutateAsync({ id: saved.id, input: { ...draftToInput(draft), version: baseVersion } });
        markSaved(template);
        toast({ title: 'Sendeklokka er lagret', variant: 'success' });
      }
    } catch (error) {
      const details = isApiError(error) ? (error.details as { template?: ClockTemplate } | undefined) : undefined;
      if (isApiError(error) && error.code === 'version_conflict' && details?.template) rebase(details.template);
      setSaveError(errorMessage(error));
    }
  };

  // Ctrl+S / Cmd+S saves, as in every editor people know.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const addElement = () => {
    const start = nextFreeOffset(draft.elements);
    setEditing({
      isNew: true,
      element: {
        key: localKey(),
        type: 'music',
        title: '',
        start_offset_s: start,
        duration_s: Math.max(1, Math.min(180, HOUR_SECONDS - start)),
        hard_start: false,
        notes: '',
        responsible_id: null,
      },
    });
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

  const back = () => (dirty && !readOnly ? setDialog('leave') : onClose());

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={back} className="-ml-2">
            <ArrowLeft aria-hidden /> Alle sendeklokker
          </Button>
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              {saved && (
                <>
                  <Button variant="outline" size="sm" onClick={() => setDialog('duplicate')}>
                    <Copy aria-hidden /> Dupliser
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setDialog('delete')} aria-label={`Slett sendeklokka «${saved.name}»`}>
                    <Trash2 aria-hidden /> Slett
                  </Button>
                </>
              )}
              {dirty && saved && (
                <Button variant="ghost" size="sm" onClick={discard}>
                  <Undo2 aria-hidden /> Forkast
                </Button>
              )}
              <RequiresNetwork>
                {({ offline, controlProps }) => (
                  <Button size="sm" onClick={() => void save()} disabled={saving || (!dirty && !isNew) || offline} {...controlProps}>
                    <Save aria-hidden /> {saving ? 'Lagrer...' : 'Lagre'}
                  </Button>
                )}
              </RequiresNetwork>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="flex min-w-0 items-center gap-2 text-xl font-semibold tracking-tight">
            <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: draft.color }} />
            <span className="break-words">{draft.name.trim() || 'Ny sendeklokke'}</span>
          </h2>
          <span className="text-sm text-muted-foreground">
            {weekdayName(draft.weekday, true)} {hourRange(draft.start_hour)}
          </span>
          {runningNow && <Badge variant="destructive">Går nå</Badge>}
          {dirty && !readOnly && <Badge variant="warning">Ulagrede endringer</Badge>}
        </div>
      </div>

      {editors.length > 0 && (
        <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>Redigerer også nå:</span>
          {editors.map((e) => (
            <PersonChip key={e.user_id} person={{ id: e.user_id, full_name: e.full_name, chat_color: e.chat_color }} className="text-sm text-foreground" />
          ))}
        </div>
      )}

      {notice && (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <p className="flex-1">{notice}</p>
          <button type="button" onClick={dismissNotice} aria-label="Lukk meldingen" className="rounded p-0.5 text-muted-foreground hover:text-foreground">
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
      {readOnly && (
        <p className="rounded-lg border bg-muted/50 p-3 text-sm text-muted-foreground">
          Du kan se sendeklokka. Bare programledere og administratorer kan endre den.
        </p>
      )}
      {saveError && (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-700 dark:text-red-300">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{saveError}</p>
        </div>
      )}

      <Card>
        <CardContent className="pt-5">
          <TemplateSettings draft={draft} readOnly={readOnly} nameError={triedSave || draft.name ? nameError : undefined} onChange={patch} />
        </CardContent>
      </Card>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,360px)_minmax(0,1fr)]">
        <Card className="lg:sticky lg:top-20">
          <CardHeader>
            <CardTitle>Klokka</CardTitle>
          </CardHeader>
          <CardContent className="grid justify-items-center gap-4">
            <ClockPie
              elements={draft.elements}
              nowSeconds={nowSeconds}
              problemKeys={new Set(issuesByKey.keys())}
              highlightKey={highlight}
              onSelect={(key) => {
                const element = draft.elements.find((e) => e.key === key);
                if (element) setEditing({ element, isNew: false });
              }}
              label={draft.name.trim() || 'Ny sendeklokke'}
            />
            <dl className="grid w-full grid-cols-3 gap-2 text-center text-xs">
              <div className="rounded-lg bg-muted/60 p-2">
                <dt className="text-muted-foreground">Planlagt</dt>
                <dd className="tabular text-sm font-semibold">{formatMmSs(totals.planned)}</dd>
              </div>
              <div className="rounded-lg bg-muted/60 p-2">
                <dt className="text-muted-foreground">Ledig</dt>
                <dd className="tabular text-sm font-semibold">{formatMmSs(totals.free)}</dd>
              </div>
              <div className={totals.overBy > 0 ? 'rounded-lg bg-red-500/15 p-2 text-red-700 dark:text-red-300' : 'rounded-lg bg-muted/60 p-2'}>
                <dt className={totals.overBy > 0 ? '' : 'text-muted-foreground'}>Over timen</dt>
                <dd className="tabular text-sm font-semibold">{formatMmSs(totals.overBy)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
            <CardTitle>
              Elementer <span className="font-normal text-muted-foreground">({draft.elements.length})</span>
            </CardTitle>
            {!readOnly && (
              <Button size="sm" variant="secondary" onClick={addElement}>
                <Plus aria-hidden /> Legg til element
              </Button>
            )}
          </CardHeader>
          <CardContent className="grid gap-3">
            {issues.length > 0 && (
              <div role="alert" className="rounded-lg border border-red-500/50 bg-red-500/10 p-3 text-sm text-red-700 dark:text-red-300">
                <p className="font-medium">
                  {issues.length === 1 ? 'Ett problem må rettes før klokka kan lagres:' : `${issues.length} problemer må rettes før klokka kan lagres:`}
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {issues.map((issue) => (
                    <li key={`${issue.kind}-${issue.index}-${'other' in issue ? issue.other : ''}`}>{issue.message}</li>
                  ))}
                </ul>
              </div>
            )}
            <ElementList
              elements={draft.elements}
              issuesByKey={issuesByKey}
              readOnly={readOnly}
              people={people}
              highlightKey={highlight}
              onHighlight={setHighlight}
              onReorder={(from, to) => setDraft((d) => ({ ...d, elements: reflowElements(moveItem(d.elements, from, to)) }))}
              onEdit={(key) => {
                const element = draft.elements.find((e) => e.key === key);
                if (element) setEditing({ element, isNew: false });
              }}
              onDelete={(key) => setDraft((d) => ({ ...d, elements: d.elements.filter((e) => e.key !== key) }))}
            />
          </CardContent>
        </Card>
      </div>

      <ElementDialog
        element={editing?.element ?? null}
        isNew={editing?.isNew ?? false}
        siblings={editing ? draft.elements.filter((e) => e.key !== editing.element.key) : []}
        staff={staff}
        readOnly={readOnly}
        onClose={() => setEditing(null)}
        onApply={applyElement}
      />
      {dialog === 'duplicate' && <DuplicateDialog template={saved ?? null} unsaved={dirty} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteTemplateDialog template={saved ?? null} onClose={() => setDialog(null)} onDeleted={onClose} />}
      <Dialog open={dialog === 'leave'} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Forkaste endringene?</DialogTitle>
            <DialogDescription>Du har endringer i klokka som ikke er lagret.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Fortsett å redigere
            </Button>
            <Button variant="destructive" onClick={onClose}>
              Forkast og gå tilbake
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
