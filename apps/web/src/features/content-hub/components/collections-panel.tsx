import { useState } from 'react';
import { FolderOpen, Plus, Trash2 } from 'lucide-react';
import { can, COLLECTION_COLORS, HUB_STRINGS, type Collection } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCreateCollection, useDeleteCollection } from '../api';

interface CollectionsPanelProps {
  collections: Collection[];
  selected: string | null;
  onSelect: (id: string | null) => void;
}

/** Collections group notes and media (a show, a series, a theme); choosing one filters the hub. */
export function CollectionsPanel({ collections, selected, onSelect }: CollectionsPanelProps) {
  const { userProfile } = useAuth();
  const [creating, setCreating] = useState(false);
  const remove = useDeleteCollection();
  const entry = (active: boolean) =>
    cn(
      'flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      active && 'bg-primary/10 font-medium text-foreground',
    );
  return (
    <nav aria-label={HUB_STRINGS.collections} className="grid content-start gap-1">
      <div className="flex items-center justify-between px-1">
        <h2 className="text-sm font-semibold">{HUB_STRINGS.collections}</h2>
        <Button variant="ghost" size="icon-sm" aria-label={HUB_STRINGS.newCollection} onClick={() => setCreating(true)}>
          <Plus aria-hidden />
        </Button>
      </div>
      <button type="button" className={entry(selected === null)} aria-current={selected === null ? 'true' : undefined} onClick={() => onSelect(null)}>
        <FolderOpen aria-hidden className="size-4 text-muted-foreground" />
        {HUB_STRINGS.allItems}
      </button>
      {collections.map((c) => {
        const mayDelete = c.owner_id === userProfile?.id || can(userProfile?.app_role, 'deleteOthersContent');
        return (
          <div key={c.id} className="group flex items-center">
            <button type="button" className={entry(selected === c.id)} aria-current={selected === c.id ? 'true' : undefined} onClick={() => onSelect(c.id)}>
              <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: c.color }} />
              <span className="min-w-0 flex-1 truncate">{c.name}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{c.item_count}</span>
            </button>
            {mayDelete && (
              <Button
                variant="ghost"
                size="icon-sm"
                className="opacity-60 group-hover:opacity-100"
                aria-label={`Slett samlingen ${c.name}`}
                onClick={() =>
                  remove.mutate(c.id, {
                    onSuccess: () => {
                      if (selected === c.id) onSelect(null);
                      toast({ title: `Samlingen «${c.name}» er slettet`, description: 'Innholdet i den er beholdt.', variant: 'success' });
                    },
                    onError: (error) => toast({ title: 'Kunne ikke slette', description: errorMessage(error), variant: 'destructive' }),
                  })
                }
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </div>
        );
      })}
      {collections.length === 0 && <p className="px-2.5 text-xs text-muted-foreground">Ingen samlinger ennå.</p>}
      <NewCollectionDialog open={creating} onOpenChange={setCreating} onCreated={onSelect} />
    </nav>
  );
}

function NewCollectionDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (o: boolean) => void; onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [color, setColor] = useState<(typeof COLLECTION_COLORS)[number]>(COLLECTION_COLORS[0]);
  const create = useCreateCollection();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(
              { name: name.trim(), color },
              {
                onSuccess: (res) => {
                  onOpenChange(false);
                  setName('');
                  onCreated((res as { collection: Collection }).collection.id);
                },
                onError: (error) => toast({ title: 'Kunne ikke lage samling', description: errorMessage(error), variant: 'destructive' }),
              },
            );
          }}
        >
          <DialogHeader>
            <DialogTitle>{HUB_STRINGS.newCollection}</DialogTitle>
            <DialogDescription>Samle notater og mediefiler som hører sammen, for eksempel en sending eller en serie.</DialogDescription>
          </DialogHeader>
          <FormField label="Navn">
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required autoFocus />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Farge</legend>
            <div className="flex flex-wrap gap-2">
              {COLLECTION_COLORS.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-label={`Farge ${c}`}
                  aria-pressed={color === c}
                  onClick={() => setColor(c)}
                  className={cn('size-8 rounded-full border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', color === c ? 'border-foreground' : 'border-transparent')}
                  style={{ backgroundColor: c }}
                />
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Avbryt
            </Button>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              Lag samling
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
