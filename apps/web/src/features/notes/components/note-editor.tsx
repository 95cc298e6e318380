import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pin, PinOff, Trash2 } from 'lucide-react';
import { can, NOTE_AUTOSAVE_DELAY_MS, NOTE_STRINGS, NOTE_VISIBILITY_LABELS, type Note, type NoteVisibility } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { saveNote, upsertNote, useDeleteNote, usePinNote } from '../api';
import { mergeTexts } from '../merge';
import { useVersionedAutosave } from '../use-versioned-autosave';
import { ConflictDialog } from './conflict-dialog';
import { MarkdownView } from './markdown-view';
import { SaveStatusIndicator } from './save-status';

interface NoteDraft {
  title: string;
  body: string;
  tagsText: string;
  visibility: NoteVisibility;
}

const parseTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim().toLocaleLowerCase('nb-NO'))
      .filter(Boolean),
  ),
];
const toDraft = (note: Note): NoteDraft => ({ title: note.title, body: note.body, tagsText: note.tags.join(', '), visibility: note.visibility });
const equalDrafts = (a: NoteDraft, b: NoteDraft) =>
  a.title === b.title && a.body === b.body && a.visibility === b.visibility && parseTags(a.tagsText).join(',') === parseTags(b.tagsText).join(',');

/** Markdown note with autosave, a visible saved state, and a conflict dialog instead of silent overwrites. */
export function NoteEditor({ note, onDeleted, autoFocus }: { note: Note; onDeleted: () => void; autoFocus?: boolean }) {
  const queryClient = useQueryClient();
  const { userProfile } = useAuth();
  const isOwner = note.owner_id === userProfile?.id;
  const mayDelete = isOwner || can(userProfile?.app_role, 'deleteOthersContent');
  const pin = usePinNote();
  const remove = useDeleteNote();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const autosave = useVersionedAutosave<Note, NoteDraft>({
    server: note,
    toDraft,
    equal: equalDrafts,
    delayMs: NOTE_AUTOSAVE_DELAY_MS,
    save: async (version, d) =>
      (await saveNote(note.id, { version, title: d.title, body: d.body, tags: parseTags(d.tagsText), ...(isOwner ? { visibility: d.visibility } : {}) })).note,
    onSaved: (saved) => upsertNote(queryClient, saved),
    // An edit made offline survives a reload; the key names the writer, so nobody else gets it.
    persistAs: userProfile ? `note:${userProfile.id}:${note.id}` : undefined,
  });
  const { draft, setDraft, conflict } = autosave;

  return (
    <article aria-label="Notat" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label="Tittel"
          placeholder={NOTE_STRINGS.titlePlaceholder}
          value={draft.title}
          maxLength={200}
          autoFocus={autoFocus}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          className="h-11 min-w-0 flex-1 basis-full sm:basis-auto border-transparent bg-transparent px-1 text-xl font-semibold shadow-none hover:border-input focus-visible:border-input"
        />
        <SaveStatusIndicator status={autosave.status} savedAt={autosave.savedAt} onRetry={autosave.retry} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label="Etiketter"
          placeholder="Etiketter, skilt med komma"
          value={draft.tagsText}
          onChange={(e) => setDraft((d) => ({ ...d, tagsText: e.target.value }))}
          className="h-9 min-w-40 flex-1"
        />
        {isOwner ? (
          <NativeSelect
            aria-label="Hvem ser notatet"
            value={draft.visibility}
            onChange={(e) => setDraft((d) => ({ ...d, visibility: e.target.value as NoteVisibility }))}
            className="h-9 w-32"
          >
            <option value="private">{NOTE_VISIBILITY_LABELS.private}</option>
            <option value="shared">{NOTE_VISIBILITY_LABELS.shared}</option>
          </NativeSelect>
        ) : (
          <span className="text-xs text-muted-foreground">Delt av {displayName(note.owner?.full_name)}</span>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-pressed={note.is_pinned}
          onClick={() => pin.mutate({ id: note.id, is_pinned: !note.is_pinned })}
        >
          {note.is_pinned ? <PinOff aria-hidden /> : <Pin aria-hidden />}
          {note.is_pinned ? NOTE_STRINGS.unpin : NOTE_STRINGS.pin}
        </Button>
        {mayDelete && (
          <Button variant="ghost" size="icon-sm" aria-label={NOTE_STRINGS.delete} onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      <Tabs defaultValue="write">
        <TabsList className="w-56">
          <TabsTrigger value="write">Skriv</TabsTrigger>
          <TabsTrigger value="preview">Forhåndsvis</TabsTrigger>
        </TabsList>
        <TabsContent value="write" className="mt-3">
          <Textarea
            aria-label="Notattekst"
            placeholder={NOTE_STRINGS.bodyPlaceholder}
            value={draft.body}
            onChange={(e) => setDraft((d) => ({ ...d, body: e.target.value }))}
            className="min-h-[22rem] font-mono text-sm"
          />
        </TabsContent>
        <TabsContent value="preview" className="mt-3 min-h-[22rem] rounded-md border p-4">
          <MarkdownView text={draft.body} />
        </TabsContent>
      </Tabs>
      <p className="text-xs text-muted-foreground">
        Sist endret av {displayName(note.updated_by?.full_name)} {formatDate(note.updated_at)} kl. {formatTime(note.updated_at)} · versjon {note.version}
      </p>

      {conflict && (
        <ConflictDialog
          open
          mine={draft}
          theirs={{ title: conflict.title, body: conflict.body, by: conflict.updated_by?.full_name }}
          onKeepMine={autosave.keepMine}
          onUseTheirs={autosave.useTheirs}
          onMerge={() => {
            const base = autosave.base;
            const body = mergeTexts(base.body, draft.body, conflict.body);
            const title = draft.title === base.title ? conflict.title : draft.title;
            autosave.useMerged({ ...toDraft(conflict), title, body: body.text, tagsText: parseTags(`${draft.tagsText},${conflict.tags.join(',')}`).join(', ') });
            toast({
              title: body.conflict ? 'Slått sammen – se over de merkede stedene' : 'Versjonene er slått sammen',
              variant: body.conflict ? 'default' : 'success',
            });
          }}
        />
      )}
      <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Slette notatet?</DialogTitle>
            <DialogDescription>«{note.title || NOTE_STRINGS.newNoteLong}» slettes for alle som kan se det. Dette kan ikke angres.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Avbryt
            </Button>
            <Button
              variant="destructive"
              onClick={() =>
                remove.mutate(note.id, {
                  onSuccess: () => {
                    setConfirmDelete(false);
                    toast({ title: NOTE_STRINGS.deleted, variant: 'success' });
                    onDeleted();
                  },
                  onError: (error) => toast({ title: 'Kunne ikke slette', description: errorMessage(error), variant: 'destructive' }),
                })
              }
            >
              Slett
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}
