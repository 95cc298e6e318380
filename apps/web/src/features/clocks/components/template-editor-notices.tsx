import { AlertTriangle, Info, X } from 'lucide-react';
import type { ClockEditor } from '@studioportal/shared';
import { PersonChip } from './person-chip';

interface TemplateEditorNoticesProps {
  /** Colleagues who have the same template open right now. */
  editors: ClockEditor[];
  /** A colleague's save that arrived while this editor was open. */
  notice: string | null;
  readOnly: boolean;
  saveError: string | null;
  onDismissNotice: () => void;
}

/**
 * The messages above the form: who else is editing, a colleague's save, read-only access, and why
 * the last save failed. A fragment, so each message is its own row of the editor's grid.
 */
export function TemplateEditorNotices({ editors, notice, readOnly, saveError, onDismissNotice }: TemplateEditorNoticesProps) {
  return (
    <>
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
          <button type="button" onClick={onDismissNotice} aria-label="Lukk meldingen" className="rounded p-0.5 text-muted-foreground hover:text-foreground">
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
    </>
  );
}
