import { useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { zonedTimeToInstant, type ClockContentElement } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { TimeField } from '@/components/ui/time-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useMarkSent } from '../api';
import { wallTime } from '../lib/format';

interface SentTimeEditorProps {
  element: ClockContentElement;
  /** The clock's broadcast date, the calendar day the typed time belongs to. */
  date: string;
  timeZone: string;
  canEdit: boolean;
}

/**
 * The as-run time of an element, correctable when someone ticked it late or forgot it: the
 * corrected time is what the log and the podcast chapters use.
 */
export function SentTimeEditor({ element, date, timeZone, canEdit }: SentTimeEditorProps) {
  const mark = useMarkSent();
  const [value, setValue] = useState<string | null>(null);

  if (value === null) {
    return (
      <span className="inline-flex items-center gap-1">
        {element.sent_at ? wallTime(element.sent_at, timeZone) : <span className="text-muted-foreground">Ikke sendt</span>}
        {canEdit && (
          <Button
            variant="ghost"
            size="icon-sm"
            className="size-7"
            aria-label={`Endre sendetid for «${element.title}»`}
            onClick={() => setValue(element.sent_at ? wallTime(element.sent_at, timeZone) : '')}
          >
            <Pencil className="size-3.5" aria-hidden />
          </Button>
        )}
      </span>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
    const start = match ? zonedTimeToInstant(date, Number(match[1]), Number(match[2]), timeZone) : null;
    if (!match || !start) {
      toast({ title: 'Ugyldig tidspunkt', description: 'Skriv tiden som tt:mm:ss.', variant: 'destructive' });
      return;
    }
    const sentAt = new Date(start.getTime() + Number(match[3] ?? 0) * 1000).toISOString();
    mark.mutate(
      { element_id: element.id, sent: true, sent_at: sentAt },
      {
        onSuccess: () => setValue(null),
        onError: (error) => toast({ title: 'Kunne ikke endre sendetiden', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex items-center gap-1">
      <TimeField
        withSeconds
        value={value}
        onChange={setValue}
        aria-label={`Sendetid for «${element.title}»`}
        className="h-8 w-28 px-2 font-mono text-xs"
        autoFocus
      />
      <Button type="submit" size="sm" className="h-8" disabled={mark.isPending}>
        Lagre
      </Button>
      <Button variant="ghost" size="sm" className="h-8" onClick={() => setValue(null)}>
        Avbryt
      </Button>
    </form>
  );
}
