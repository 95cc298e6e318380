import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CLOCK_STRINGS, weekdayName, WEEKDAYS_MONDAY_FIRST, type ClockTemplate } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { templatesQuery, useDuplicateTemplate } from '../api';
import { hourRange } from '../lib/format';

interface DuplicateDialogProps {
  template: ClockTemplate | null;
  /** The editor has unsaved changes: say that the copy is of the saved version. */
  unsaved: boolean;
  onClose: () => void;
}

/** Copies a saved template to other weekdays at the same hour. */
export function DuplicateDialog({ template, unsaved, onClose }: DuplicateDialogProps) {
  const { data: templates = [] } = useQuery(templatesQuery);
  const duplicate = useDuplicateTemplate();
  const [days, setDays] = useState<number[]>([]);
  const [replace, setReplace] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setDays([]);
    setReplace(false);
    setError(null);
  }, [template?.id]);

  if (!template) return null;

  const occupant = (day: number) => templates.find((t) => t.weekday === day && t.start_hour === template.start_hour && t.is_active);
  const conflicts = template.is_active ? days.filter((day) => occupant(day)) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (days.length === 0) {
      setError(CLOCK_STRINGS.duplicateNoDays);
      return;
    }
    try {
      const copies = await duplicate.mutateAsync({ id: template.id, input: { weekdays: days, replace_existing: replace } });
      toast({ title: 'Sendeklokka er kopiert', description: `Kopiert til ${copies.map((c) => weekdayName(c.weekday)).join(', ')}.`, variant: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dupliser til andre dager</DialogTitle>
          <DialogDescription>
            «{template.name}» kopieres med alle elementer til {hourRange(template.start_hour)} på dagene du velger.
            {unsaved && ' Ulagrede endringer blir ikke med; lagre først om de skal kopieres.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <fieldset className="grid gap-1.5">
            <legend className="mb-2 text-sm font-medium">Ukedager</legend>
            {WEEKDAYS_MONDAY_FIRST.map((day) => {
              const own = day === template.weekday;
              const taken = template.is_active ? occupant(day) : undefined;
              return (
                <label key={day} className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-accent/60 has-[:disabled]:opacity-60">
                  <input
                    type="checkbox"
                    disabled={own}
                    checked={days.includes(day)}
                    onChange={(e) => {
                      setError(null);
                      setDays((list) => (e.target.checked ? [...list, day] : list.filter((d) => d !== day)));
                    }}
                    className="size-4 accent-[var(--primary)]"
                  />
                  <span className="flex-1">{weekdayName(day, true)}</span>
                  {own && <span className="text-xs text-muted-foreground">denne klokka</span>}
                  {!own && taken && <span className="truncate text-xs text-amber-700 dark:text-amber-300">har «{taken.name}»</span>}
                </label>
              );
            })}
          </fieldset>
          {conflicts.length > 0 && (
            <label className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
              <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} className="mt-0.5 size-4 accent-[var(--primary)]" />
              <span>
                <span className="font-medium">Erstatt aktive klokker i samme time</span>
                <span className="block text-muted-foreground">De blir deaktivert, ikke slettet.</span>
              </span>
            </label>
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Avbryt
            </Button>
            <Button type="submit" disabled={duplicate.isPending}>
              Dupliser
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
