import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { can, EDITORIAL_STATUS_LABELS, EDITORIAL_STRINGS, NOTE_AUTOSAVE_DELAY_MS, scriptReadTime, type EditorialItem } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { editorialKeys, saveEditorial, upsertEditorial, useDeleteEditorial } from '@/features/editorial';
import { ConflictDialog, MarkdownView, mergeTexts, SaveStatusIndicator, useVersionedAutosave } from '@/features/notes';
import { errorMessage } from '@/lib/api';
import { AttachPanel } from './attach-panel';
import { ReadTimePanel } from './read-time-panel';

interface ScriptDraft {
  title: string;
  body: string;
}
const toDraft = (item: EditorialItem): ScriptDraft => ({ title: item.title, body: item.body });
const equalDrafts = (a: ScriptDraft, b: ScriptDraft) => a.title === b.title && a.body === b.body;

/** The writing desk: markdown on the left, the preview on the right, the read time live as you type. */
export function ScriptEditor({ item, wordsPerMinute, onDeleted }: { item: EditorialItem; wordsPerMinute: number; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const { userProfile } = useAuth();
  const remove = useDeleteEditorial();
  const [confirming, setConfirming] = useState(false);
  const autosave = useVersionedAutosave<EditorialItem, ScriptDraft>({
    server: item,
    toDraft,
    equal: equalDrafts,
    delayMs: NOTE_AUTOSAVE_DELAY_MS,
    save: async (version, d) => (await saveEditorial(item.id, { version, title: d.title.trim() || item.title, body: d.body })).item,
    onSaved: (saved) => {
      upsertEditorial(queryClient, saved);
      if (saved.target) void queryClient.invalidateQueries({ queryKey: editorialKeys.targets });
    },
  });
  const { draft, setDraft, conflict } = autosave;
  const time = scriptReadTime(draft.body, wordsPerMinute);
  const mayDelete = item.created_by?.id === userProfile?.id || can(userProfile?.app_role, 'deleteOthersContent');

  return (
    <article aria-label="Manusredigering" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label="Tittel"
          value={draft.title}
          maxLength={200}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          className="h-11 min-w-0 flex-1 basis-full sm:basis-auto border-transparent bg-transparent px-1 text-xl font-semibold shadow-none hover:border-input focus-visible:border-input"
        />
        <Badge variant="secondary">{EDITORIAL_STATUS_LABELS[item.status]}</Badge>
        <SaveStatusIndicator status={autosave.status} savedAt={autosave.savedAt} onRetry={autosave.retry} />
        {mayDelete &&
          (confirming ? (
            <span className="flex items-center gap-1">
              <Button
                size="sm"
                variant="destructive"
                onClick={() =>
                  remove.mutate(item.id, {
                    onSuccess: onDeleted,
                    onError: (error) => toast({ title: 'Kunne ikke slette', description: errorMessage(error), variant: 'destructive' }),
                  })
                }
              >
                Slett manuset
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Avbryt
              </Button>
            </span>
          ) : (
            <Button variant="ghost" size="icon-sm" aria-label={`${EDITORIAL_STRINGS.delete} ${item.title}`} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
            </Button>
          ))}
      </div>
      <ReadTimePanel label={time.label} words={time.words} wordsPerMinute={wordsPerMinute} />
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor="script-body" className="text-sm font-medium">
            {EDITORIAL_STRINGS.script}
          </label>
          <Textarea
            id="script-body"
            value={draft.body}
            onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
            placeholder="Skriv manuset i markdown. [Regi i hakeparentes] leses ikke opp og telles ikke."
            className="min-h-[26rem] font-mono text-sm"
          />
        </div>
        <section aria-label={EDITORIAL_STRINGS.preview} className="grid content-start gap-1">
          <h2 className="text-sm font-medium">{EDITORIAL_STRINGS.preview}</h2>
          <div className="min-h-[26rem] rounded-md border bg-card p-4">
            <MarkdownView text={draft.body} empty="Forhåndsvisningen vises her mens du skriver." className="text-base" />
          </div>
        </section>
      </div>
      <AttachPanel item={item} />
      {conflict && (
        <ConflictDialog
          open
          mine={draft}
          theirs={{ title: conflict.title, body: conflict.body, by: conflict.updated_by?.full_name }}
          onKeepMine={autosave.keepMine}
          onUseTheirs={autosave.useTheirs}
          onMerge={() => {
            const merged = mergeTexts(autosave.base.body, draft.body, conflict.body);
            autosave.useMerged({ title: draft.title === autosave.base.title ? conflict.title : draft.title, body: merged.text });
          }}
        />
      )}
    </article>
  );
}
