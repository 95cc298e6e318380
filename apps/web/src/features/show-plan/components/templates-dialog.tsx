import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { endsNextDay, SHOW_PLAN_LIMITS, weekdayName, type ShowTemplate } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { displayName, personColor } from '@/lib/people';
import { showTemplatesQuery, useDeleteTemplate, useGenerateShows } from '../api';
import { isoWeek } from '../lib/week';
import { TemplateForm } from './template-form';

interface TemplatesDialogProps {
  /** Monday of the week on screen: "Legg inn i planen" starts there. */
  monday: string;
  onClose: () => void;
}

/** 'Man–fre', 'Lør, søn' for a template's weekdays (already Monday first). */
function daysLabel(days: number[]): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const idx = days.map((d) => order.indexOf(d)).sort((a, b) => a - b);
  const name = (i: number) => weekdayName(order[i]!, true).slice(0, 3);
  if (idx.length === 7) return 'Alle dager';
  const consecutive = idx.length > 2 && idx.every((v, i) => i === 0 || v === idx[i - 1]! + 1);
  if (consecutive) return `${name(idx[0]!)}–${name(idx.at(-1)!).toLowerCase()}`;
  return idx.map((i, n) => (n === 0 ? name(i) : name(i).toLowerCase())).join(', ');
}

/** Show templates: list, create, change, delete, and put their shows into the plan. */
export function TemplatesDialog({ monday, onClose }: TemplatesDialogProps) {
  const [editing, setEditing] = useState<ShowTemplate | 'new' | null>(null);
  const [weeks, setWeeks] = useState(1);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const { data: templates, isPending, isError } = useQuery(showTemplatesQuery);
  const generate = useGenerateShows();
  const remove = useDeleteTemplate();

  const put = async (template: ShowTemplate) => {
    try {
      const result = await generate.mutateAsync({ id: template.id, from: monday, weeks });
      const made = result.created.length;
      toast({
        title: made === 0 ? 'Ingen nye sendinger' : made === 1 ? '1 sending lagt inn' : `${made} sendinger lagt inn`,
        description: result.existing > 0 ? `${result.existing} fantes allerede i planen.` : `«${template.name}» er lagt inn i planen.`,
        variant: 'success',
      });
    } catch (err) {
      toast({ title: 'Kunne ikke legge inn i planen', description: errorMessage(err), variant: 'destructive' });
    }
  };

  const del = async (template: ShowTemplate) => {
    try {
      await remove.mutateAsync(template.id);
      toast({ title: 'Programmalen er slettet', description: 'Sendingene den har laget, blir liggende i planen.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Kunne ikke slette', description: errorMessage(err), variant: 'destructive' });
    }
    setConfirmDelete(null);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing === 'new' ? 'Ny programmal' : editing ? 'Rediger programmal' : 'Programmaler'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Faste ukedager og klokkeslett (norsk tid). En slutt før starten betyr at sendingen går over midnatt.' : 'Faste sendinger. «Legg inn i planen» lager sendingene for uka som vises og eventuelt ukene etter.'}
          </DialogDescription>
        </DialogHeader>

        {editing ? (
          <TemplateForm template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="generate-weeks">Legg inn fra uke {isoWeek(monday)}</Label>
                <NativeSelect id="generate-weeks" value={weeks} onChange={(e) => setWeeks(Number(e.target.value))} className="w-44">
                  {Array.from({ length: SHOW_PLAN_LIMITS.generateWeeksMax }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n === 1 ? 'Bare denne uka' : `${n} uker`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden /> Ny programmal
              </Button>
            </div>
            {isPending ? (
              <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
                <Spinner className="size-4" /> Henter programmaler...
              </p>
            ) : isError ? (
              <p role="alert" className="py-6 text-sm text-muted-foreground">
                Kunne ikke hente programmalene.
              </p>
            ) : templates.length === 0 ? (
              <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                Ingen programmaler ennå. Lag en for sendinger som går fast, for eksempel morgenshowet hver ukedag.
              </p>
            ) : (
              <ul className="grid gap-2" aria-label="Programmaler">
                {templates.map((t) => (
                  <li key={t.id} className="grid gap-2 rounded-lg border bg-card p-3 sm:grid-cols-[auto_1fr_auto] sm:items-center">
                    <span aria-hidden className="hidden h-10 w-1.5 rounded-full sm:block" style={{ backgroundColor: t.color ?? 'var(--primary)' }} />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {t.name}
                        {!t.is_active && <Badge variant="secondary">Ikke aktiv</Badge>}
                      </p>
                      <p className="tabular text-xs text-muted-foreground">
                        {daysLabel(t.weekdays)} · {t.start_time}–{t.end_time}
                        {endsNextDay(t.start_time, t.end_time) && ' (neste dag)'}
                      </p>
                      {t.hosts.length > 0 && (
                        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
                          {t.hosts.map((h) => (
                            <span key={h.id} className="inline-flex items-center gap-1.5">
                              <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: personColor(h) }} />
                              {displayName(h.full_name)}
                            </span>
                          ))}
                        </p>
                      )}
                    </div>
                    <div className="flex flex-wrap items-center gap-1">
                      {confirmDelete === t.id ? (
                        <>
                          <Button size="sm" variant="destructive" onClick={() => del(t)} disabled={remove.isPending}>
                            Slett «{t.name}»
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(null)}>
                            Avbryt
                          </Button>
                        </>
                      ) : (
                        <>
                          <Button size="sm" variant="secondary" onClick={() => put(t)} disabled={!t.is_active || generate.isPending} aria-label={`Legg inn «${t.name}» i planen`}>
                            <CalendarPlus aria-hidden /> Legg inn i planen
                          </Button>
                          <Button size="icon-sm" variant="ghost" onClick={() => setEditing(t)} aria-label={`Rediger «${t.name}»`}>
                            <Pencil aria-hidden />
                          </Button>
                          <Button size="icon-sm" variant="ghost" onClick={() => setConfirmDelete(t.id)} aria-label={`Slett «${t.name}»`}>
                            <Trash2 aria-hidden />
                          </Button>
                        </>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
