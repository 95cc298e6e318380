import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { SHOW_STATUS_LABELS, weekdayName, zonedDateKey, weekdayOfDateKey, type RundownItem, type ScheduledShow } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { displayName, personColor } from '@/lib/people';
import { staffQuery, wallTime } from '@/features/clocks';
import { rundownQuery, useDeleteRundownItem, useDeleteShow, useReorderRundown, useSetRundownStatus, useUpdateRundownItem } from '../api';
import { shortDate } from '../lib/week';
import { AddItemForm } from './add-item-form';
import { RundownList } from './rundown-list';
import { RundownTotal } from './rundown-total';

interface RundownDialogProps {
  show: ScheduledShow;
  timeZone: string;
  canEdit: boolean;
  canSetStatus: boolean;
  onEditShow: () => void;
  onClose: () => void;
}

/** A show's rundown: items in order with live edits from everyone, and the planned total. */
export function RundownDialog({ show, timeZone, canEdit, canSetStatus, onEditShow, onClose }: RundownDialogProps) {
  const { data: items, isPending, isError } = useQuery(rundownQuery(show.id));
  const { data: staff = [] } = useQuery({ ...staffQuery, enabled: canEdit });
  const update = useUpdateRundownItem(show.id);
  const setStatus = useSetRundownStatus(show.id);
  const reorder = useReorderRundown(show.id);
  const removeItem = useDeleteRundownItem(show.id);
  const removeShow = useDeleteShow();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const date = zonedDateKey(new Date(show.scheduled_start), timeZone);
  const showSeconds = Math.round((Date.parse(show.scheduled_end) - Date.parse(show.scheduled_start)) / 1000);
  const fail = (title: string) => (err: unknown) => toast({ title, description: errorMessage(err), variant: 'destructive' });

  const deleteItem = (item: RundownItem) => removeItem.mutateAsync(item.id).catch(fail('Kunne ikke slette innslaget'));
  const deleteShow = async () => {
    try {
      await removeShow.mutateAsync(show.id);
      toast({ title: 'Sendingen er slettet', variant: 'success' });
      onClose();
    } catch (err) {
      fail('Kunne ikke slette sendingen')(err);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl gap-5">
        <DialogHeader className="gap-2">
          <DialogTitle className="flex flex-wrap items-center gap-2">
            <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: show.color ?? 'var(--primary)' }} />
            {show.title}
            {show.status !== 'planned' && <Badge variant={show.status === 'cancelled' ? 'destructive' : 'secondary'}>{SHOW_STATUS_LABELS[show.status]}</Badge>}
          </DialogTitle>
          <DialogDescription className="tabular">
            {weekdayName(weekdayOfDateKey(date), true)} {shortDate(date)} kl. {wallTime(show.scheduled_start, timeZone, false)}–{wallTime(show.scheduled_end, timeZone, false)}
            {show.producer && <> · Produsent: {displayName(show.producer.full_name)}</>}
          </DialogDescription>
          {show.hosts.length > 0 && (
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {show.hosts.map((h) => (
                <span key={h.id} className="inline-flex items-center gap-1.5">
                  <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: personColor(h) }} />
                  {displayName(h.full_name)}
                </span>
              ))}
            </p>
          )}
          {canEdit && (
            <div className="flex flex-wrap gap-2 pt-1">
              <Button size="sm" variant="outline" onClick={onEditShow}>
                <Pencil aria-hidden /> Rediger sending
              </Button>
              {confirmDelete ? (
                <>
                  <Button size="sm" variant="destructive" onClick={deleteShow} disabled={removeShow.isPending}>
                    Slett sendingen og kjøreplanen
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
                    Avbryt
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden /> Slett sending
                </Button>
              )}
            </div>
          )}
        </DialogHeader>

        <section aria-labelledby="rundown-heading" className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 id="rundown-heading" className="text-base font-semibold">
              Kjøreplan
            </h3>
            {items && (
              <div className="w-full sm:w-80">
                <RundownTotal items={items} showSeconds={showSeconds} />
              </div>
            )}
          </div>
          {isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Henter kjøreplanen...
            </p>
          ) : isError ? (
            <p role="alert" className="py-6 text-sm text-muted-foreground">
              Kunne ikke hente kjøreplanen.
            </p>
          ) : (
            <RundownList
              items={items}
              canEdit={canEdit}
              canSetStatus={canSetStatus}
              staff={staff}
              onPatch={async (id, patch) => {
                await update.mutateAsync({ id, patch });
              }}
              onStatus={(id, status) => setStatus.mutateAsync({ id, status }).catch(fail('Kunne ikke endre status'))}
              onReorder={(ids) => reorder.mutateAsync(ids).catch(fail('Kunne ikke flytte innslaget'))}
              onDelete={deleteItem}
            />
          )}
          {canEdit && <AddItemForm showId={show.id} />}
        </section>
      </DialogContent>
    </Dialog>
  );
}
