import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PenLine } from 'lucide-react';
import { can, EDITORIAL_STRINGS, type AttachTarget, type EditorialItem, type EditorialStatus } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage, isApiError } from '@/lib/api';
import { useCreateEditorial, useEditorialTargets, useUpdateEditorial } from '../api';
import { ResponsibleSelect, ShowSelect, StatusSelect } from './editorial-fields';
import { TargetSelect } from './target-select';

interface ItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null: a new item. */
  item: EditorialItem | null;
  initialStatus?: EditorialStatus;
}

/** Create or edit an editorial item's plan: title, status, who is responsible, which show and clock element. */
export function ItemDialog({ open, onOpenChange, item, initialStatus = 'idea' }: ItemDialogProps) {
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<EditorialStatus>(initialStatus);
  const [responsible, setResponsible] = useState<string | null>(null);
  const [show, setShow] = useState<string | null>(null);
  const [target, setTarget] = useState<AttachTarget | null>(null);
  const targets = useEditorialTargets();
  // Attaching moves planned lengths, which is planning (the server refuses others too).
  const mayAttach = can(useAuth().userProfile?.app_role, 'editPlanning');
  const create = useCreateEditorial();
  const update = useUpdateEditorial();

  useEffect(() => {
    if (!open) return;
    setTitle(item?.title ?? '');
    setStatus(item?.status ?? initialStatus);
    setResponsible(item?.responsible_id ?? null);
    setShow(item?.show_id ?? null);
    setTarget(item?.target ? { kind: item.target.kind, id: item.target.id } : null);
  }, [open, item, initialStatus]);

  const fail = (error: unknown) =>
    toast({
      title: isApiError(error) && error.status === 409 ? 'Noen andre endret innholdet samtidig' : 'Kunne ikke lagre',
      description: errorMessage(error),
      variant: 'destructive',
    });
  const done = () => {
    onOpenChange(false);
    toast({ title: item ? 'Innholdet er oppdatert' : 'Innholdet er lagt til', variant: 'success' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const fields = { status, responsible_id: responsible, show_id: show, target };
            if (item) {
              const input = title.trim() !== item.title ? { ...fields, title: title.trim(), version: item.version } : fields;
              update.mutate({ id: item.id, input }, { onSuccess: done, onError: fail });
            } else {
              create.mutate({ title: title.trim(), ...fields }, { onSuccess: done, onError: fail });
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>{item ? 'Rediger innhold' : EDITORIAL_STRINGS.newItem}</DialogTitle>
            <DialogDescription>Planlegg innslaget: hvem som har ansvaret, hvilken sending og hvilket klokkeelement det hører til.</DialogDescription>
          </DialogHeader>
          <FormField label="Tittel">
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required autoFocus />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Status">
              <StatusSelect value={status} onChange={setStatus} />
            </FormField>
            <FormField label={EDITORIAL_STRINGS.responsible}>
              <ResponsibleSelect value={responsible} onChange={setResponsible} />
            </FormField>
          </div>
          <FormField label={EDITORIAL_STRINGS.targetShow}>
            <ShowSelect value={show} onChange={setShow} />
          </FormField>
          <FormField label={EDITORIAL_STRINGS.attach} hint={mayAttach ? EDITORIAL_STRINGS.plannedLengthFollows : 'Programleder eller Administrator knytter innhold til klokker og kjøreplaner.'}>
            <TargetSelect targets={targets.data} value={target} onChange={setTarget} disabled={!mayAttach} />
          </FormField>
          <DialogFooter className="gap-2 sm:justify-between">
            {item ? (
              <Button variant="link" asChild className="px-0">
                <Link to={`/content-studio?id=${item.id}`}>
                  <PenLine aria-hidden />
                  Skriv manus i innholdsstudio
                </Link>
              </Button>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Avbryt
              </Button>
              <Button type="submit" disabled={!title.trim() || create.isPending || update.isPending}>
                {item ? 'Lagre' : 'Legg til'}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
