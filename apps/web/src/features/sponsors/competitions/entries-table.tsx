import { useState } from 'react';
import { Ban } from 'lucide-react';
import { ENTRY_CHANNEL_LABELS, type CompetitionEntry } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { displayName } from '@/lib/people';
import { SPONSOR_WEB } from '../strings';
import { stationMoment } from './competition-format';
import { InvalidateDialog } from './invalidate-dialog';

interface EntriesTableProps {
  competitionId: string;
  entries: CompetitionEntry[];
  timeZone: string;
  /** "Ugyldig" per entry: for those who run competitions, and only before the draw. */
  canInvalidate: boolean;
}

/**
 * The entries in the order they came in: channel, name, phone (masked or whole, exactly as the
 * server sent it), answer, when, and whether it counts (late, or invalid with the reason).
 */
export function EntriesTable({ competitionId, entries, timeZone, canInvalidate }: EntriesTableProps) {
  const [invalidating, setInvalidating] = useState<CompetitionEntry | null>(null);
  const e = SPONSOR_WEB.entries;
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{e.none}</p>;

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{e.title}</caption>
        <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{e.channel}</th>
            <th scope="col" className="px-3 py-2 font-medium">{e.name}</th>
            <th scope="col" className="px-3 py-2 font-medium">{e.phone}</th>
            <th scope="col" className="px-3 py-2 font-medium">{e.answer}</th>
            <th scope="col" className="px-3 py-2 font-medium">{e.received}</th>
            <th scope="col" className="px-3 py-2 font-medium">{e.state}</th>
            {canInvalidate && (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{e.invalidate}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y">
          {entries.map((entry) => (
            <tr key={entry.id} className={entry.invalid_reason || entry.late ? 'text-muted-foreground' : undefined}>
              <td className="px-3 py-2">
                {ENTRY_CHANNEL_LABELS[entry.channel]}
                {entry.entered_by && <span className="block text-xs text-muted-foreground">{e.enteredBy(displayName(entry.entered_by.full_name))}</span>}
              </td>
              <td className="px-3 py-2 font-medium text-foreground">{entry.name}</td>
              <td className="tabular whitespace-nowrap px-3 py-2">{entry.phone ?? '–'}</td>
              <td className="break-words px-3 py-2">{entry.answer ?? '–'}</td>
              <td className="tabular whitespace-nowrap px-3 py-2">{stationMoment(entry.received_at, timeZone)}</td>
              <td className="px-3 py-2">
                <EntryState entry={entry} />
              </td>
              {canInvalidate && (
                <td className="px-3 py-2 text-right">
                  {!entry.invalid_reason && (
                    <Button variant="ghost" size="sm" onClick={() => setInvalidating(entry)} aria-label={e.invalidateLabel(entry.name)}>
                      <Ban aria-hidden />
                      {e.invalidate}
                    </Button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {invalidating && <InvalidateDialog competitionId={competitionId} entry={invalidating} onClose={() => setInvalidating(null)} />}
    </div>
  );
}

function EntryState({ entry }: { entry: CompetitionEntry }) {
  const e = SPONSOR_WEB.entries;
  return (
    <span className="flex flex-wrap gap-1">
      {entry.late && <Badge variant="warning">{e.lateBadge}</Badge>}
      {entry.invalid_reason && <Badge variant="destructive" className="whitespace-normal">{e.invalid(entry.invalid_reason)}</Badge>}
      {!entry.late && !entry.invalid_reason && <Badge variant="success">{e.valid}</Badge>}
    </span>
  );
}
