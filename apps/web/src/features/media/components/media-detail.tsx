import { useEffect, useState } from 'react';
import { Music, RotateCcw, Trash2 } from 'lucide-react';
import { can, formatFileSize, formatDuration, MEDIA_FORMAT_INFO, MEDIA_STRINGS, type MediaItem } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { useDeleteMedia, useReprocessMedia, useUpdateMedia } from '../api';
import { AudioPlayer } from './audio-player';
import { ProcessingBadge } from './processing-badge';

/** One file: play it (audio) or look at it (image), set markers, edit its details, delete it. */
export function MediaDetail({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const { userProfile } = useAuth();
  const mayDelete = item.owner_id === userProfile?.id || can(userProfile?.app_role, 'deleteOthersContent');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMedia();
  const reprocess = useReprocessMedia();

  return (
    <article aria-labelledby="media-title" className="grid gap-5">
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="media-title" className="truncate text-xl font-semibold">
            {item.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {MEDIA_FORMAT_INFO[item.format].label} · {formatFileSize(item.size_bytes)}
            {item.duration_ms !== null && ` · ${formatDuration(item.duration_ms / 1000)}`}
            {item.width && item.height && ` · ${item.width}×${item.height}`} · {displayName(item.owner?.full_name)} · {formatDate(item.created_at)}
          </p>
        </div>
        <ProcessingBadge processing={item.processing} />
      </header>

      {item.processing.status === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <span className="flex-1">{item.processing.error ?? MEDIA_STRINGS.processingFailed[item.kind]}</span>
          <Button size="sm" variant="outline" onClick={() => reprocess.mutate(item.id)} disabled={reprocess.isPending}>
            <RotateCcw aria-hidden />
            {MEDIA_STRINGS.retry}
          </Button>
        </div>
      )}

      {item.kind === 'audio' ? (
        <>
          <AudioPlayer item={item} />
          {!item.waveform && item.processing.status !== 'failed' && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Music aria-hidden className="size-4" /> Bølgeform og lengde lages i bakgrunnen …
            </p>
          )}
        </>
      ) : (
        <img src={item.url} alt={item.title} className="max-h-[28rem] w-full rounded-lg border bg-muted object-contain" loading="lazy" decoding="async" />
      )}

      <MediaDetailsForm item={item} />

      {mayDelete && (
        <div>
          <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            {MEDIA_STRINGS.deleteMedia}
          </Button>
        </div>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Slette «{item.title}»?</DialogTitle>
            <DialogDescription>Filen og markørene slettes for alle, og fjernes fra samlinger. Dette kan ikke angres.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Avbryt
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast({ title: 'Mediefilen er slettet', variant: 'success' });
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

function MediaDetailsForm({ item }: { item: MediaItem }) {
  const [title, setTitle] = useState(item.title);
  const [tags, setTags] = useState(item.tags.join(', '));
  const [description, setDescription] = useState(item.description);
  const update = useUpdateMedia();
  useEffect(() => {
    setTitle(item.title);
    setTags(item.tags.join(', '));
    setDescription(item.description);
  }, [item.id, item.title, item.tags, item.description]);
  const dirty = title !== item.title || tags !== item.tags.join(', ') || description !== item.description;

  return (
    <form
      className="grid gap-3 rounded-lg border p-4"
      aria-label="Detaljer om filen"
      onSubmit={(e) => {
        e.preventDefault();
        const tagList = tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean);
        update.mutate(
          { id: item.id, input: { title: title.trim(), tags: tagList, description } },
          {
            onSuccess: () => toast({ title: 'Lagret', variant: 'success' }),
            onError: (error) => toast({ title: 'Kunne ikke lagre', description: errorMessage(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Tittel">
          <Input value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} />
        </FormField>
        <FormField label="Etiketter" hint="Skill med komma">
          <Input value={tags} onChange={(e) => setTags(e.target.value)} placeholder="jingel, morgen" />
        </FormField>
      </div>
      <FormField label="Beskrivelse">
        <Textarea rows={2} value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!dirty || update.isPending}>
          Lagre detaljer
        </Button>
        {item.tags.map((t) => (
          <Badge key={t} variant="secondary">
            #{t}
          </Badge>
        ))}
      </div>
    </form>
  );
}
