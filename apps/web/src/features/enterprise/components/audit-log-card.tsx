import { useCallback, useState } from 'react';
import { ScrollText } from 'lucide-react';
import { AUDIT_ACTION_LABELS, STATION_SETTINGS_STRINGS as S, type AuditEntry } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/datetime';
import { useAuditLog, type AuditFilters } from '../api';
import { AuditFiltersBar } from './audit-filters';

const when = (iso: string) => `${formatDate(iso) ?? ''} ${formatTime(iso) ?? ''}`;

/** Before and after as the row stored them, folded away until asked for. */
function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return null;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Vis før og etter</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <p className="font-medium">Før</p>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2">{JSON.stringify(entry.before, null, 2)}</pre>
        </div>
        <div>
          <p className="font-medium">Etter</p>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-muted p-2">{JSON.stringify(entry.after, null, 2)}</pre>
        </div>
      </div>
    </details>
  );
}

/** The audit log, newest first: a table on wide screens, one card per entry on phones. */
export function AuditLogCard() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const onFilters = useCallback((next: AuditFilters) => setFilters(next), []);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card>
      <CardHeading icon={ScrollText} title={S.auditTitle} description="Alle administrative handlinger. Ingen kan endre eller slette en rad." />
      <CardContent className="grid gap-4">
        <AuditFiltersBar filters={filters} onChange={onFilters} />
        <section aria-label={S.auditTitle} aria-live="polite" aria-busy={log.isPending}>
          {log.isPending ? (
            <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
              <Spinner className="size-5" /> Henter loggen...
            </div>
          ) : log.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorMessage(log.error)}
            </p>
          ) : entries.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">Ingen handlinger passer filteret.</p>
          ) : (
            <>
              <table className="hidden w-full text-left text-sm md:table">
                <thead className="border-b text-xs uppercase text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">Tidspunkt</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Utført av</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Handling</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Gjelder</th>
                    <th scope="col" className="py-2 font-medium">Detaljer</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} className="border-b align-top last:border-0">
                      <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{when(entry.at)}</td>
                      <td className="py-2 pr-3">{entry.actor_name ?? 'Ukjent'}</td>
                      <td className="py-2 pr-3">{AUDIT_ACTION_LABELS[entry.action]}</td>
                      <td className="py-2 pr-3">{entry.target_label ?? entry.target_id ?? '–'}</td>
                      <td className="py-2">
                        {entry.summary}
                        <Change entry={entry} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ul className="grid gap-3 md:hidden">
                {entries.map((entry) => (
                  <li key={entry.id} className="rounded-lg border p-3 text-sm">
                    <p className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</p>
                    <p className="text-xs text-muted-foreground">
                      {when(entry.at)} · {entry.actor_name ?? 'Ukjent'}
                      {entry.target_label ? ` · ${entry.target_label}` : ''}
                    </p>
                    <p className="mt-1 break-words">{entry.summary}</p>
                    <Change entry={entry} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {log.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                Vis flere
              </Button>
            </div>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
