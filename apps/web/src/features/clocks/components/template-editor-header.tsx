import { ArrowLeft, Copy, Save, Trash2, Undo2 } from 'lucide-react';
import { weekdayName, type ClockTemplate } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import type { Draft } from '../lib/draft';
import { hourRange } from '../lib/format';
import type { EditorDialog } from '../hooks/use-template-editor';

interface TemplateEditorHeaderProps {
  saved: ClockTemplate | undefined;
  draft: Draft;
  /** The heading: the name being typed, or 'Ny sendeklokke'. */
  title: string;
  readOnly: boolean;
  isNew: boolean;
  dirty: boolean;
  saving: boolean;
  runningNow: boolean;
  onBack: () => void;
  onOpenDialog: (dialog: Exclude<EditorDialog, null>) => void;
  onDiscard: () => void;
  onSave: () => void;
}

/** The way back, the template's actions (duplicate, delete, discard, save) and its heading with state badges. */
export function TemplateEditorHeader({ saved, draft, title, readOnly, isNew, dirty, saving, runningNow, onBack, onOpenDialog, onDiscard, onSave }: TemplateEditorHeaderProps) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden /> Alle sendeklokker
        </Button>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            {saved && (
              <>
                <Button variant="outline" size="sm" onClick={() => onOpenDialog('duplicate')}>
                  <Copy aria-hidden /> Dupliser
                </Button>
                <Button variant="outline" size="sm" onClick={() => onOpenDialog('delete')} aria-label={`Slett sendeklokka «${saved.name}»`}>
                  <Trash2 aria-hidden /> Slett
                </Button>
              </>
            )}
            {dirty && saved && (
              <Button variant="ghost" size="sm" onClick={onDiscard}>
                <Undo2 aria-hidden /> Forkast
              </Button>
            )}
            <RequiresNetwork>
              {({ offline, controlProps }) => (
                <Button size="sm" onClick={onSave} disabled={saving || (!dirty && !isNew) || offline} {...controlProps}>
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
          <span className="break-words">{title}</span>
        </h2>
        <span className="text-sm text-muted-foreground">
          {weekdayName(draft.weekday, true)} {hourRange(draft.start_hour)}
        </span>
        {runningNow && <Badge variant="destructive">Går nå</Badge>}
        {dirty && !readOnly && <Badge variant="warning">Ulagrede endringer</Badge>}
      </div>
    </div>
  );
}
