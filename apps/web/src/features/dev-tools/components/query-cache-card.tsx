import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatClock } from '@/lib/datetime';
import { SectionCard } from './section-card';

/** Every query in the TanStack cache: key, status, when its data was updated, and how many components watch it. */
export function QueryCacheCard({ timeZone }: { timeZone: string }) {
  const cache = useQueryClient().getQueryCache();
  const [, setVersion] = useState(0);
  // The cache notifies on every fetch; redraw at most twice a second.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = cache.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setVersion((v) => v + 1);
      }, 500);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [cache]);

  const queries = cache.getAll().toSorted((a, b) => a.queryHash.localeCompare(b.queryHash));
  return (
    <SectionCard title="Spørringsbuffer" description={`${queries.length} spørringer i bufferen.`} className="lg:col-span-2">
      <div className="max-h-96 overflow-auto" tabIndex={0} role="region" aria-label="Spørringer i bufferen">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-card text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">Nøkkel</th>
              <th scope="col" className="py-1 pr-3 font-medium">Status</th>
              <th scope="col" className="py-1 pr-3 font-medium">Oppdatert</th>
              <th scope="col" className="py-1 text-right font-medium">Lyttere</th>
            </tr>
          </thead>
          <tbody>
            {queries.map((query) => (
              <tr key={query.queryHash} className="border-t align-top">
                <td className="max-w-[28rem] break-all py-1 pr-3 font-mono text-xs">{query.queryHash}</td>
                <td className="py-1 pr-3">
                  {query.state.status}
                  {query.state.fetchStatus === 'fetching' ? ' · henter' : ''}
                  {query.isStale() ? ' · utdatert' : ''}
                </td>
                <td className="tabular py-1 pr-3">{query.state.dataUpdatedAt ? formatClock(new Date(query.state.dataUpdatedAt), timeZone) : '–'}</td>
                <td className="tabular py-1 text-right">{query.getObserversCount()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
