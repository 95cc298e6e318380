import { useSearchParams } from 'react-router';
import { MIND_READER_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { LoadState } from '../components/load-state';
import { useHistory } from '../api';
import { MR_WEB } from '../strings';
import { HistoryTable } from './history-table';
import { currentSeason, seasonFromParam, seasonOptions } from './seasons';
import { StatsView } from './stats-view';

/**
 * The sessions pages' body: the season picker (kept in the address as ?sesong=), the season's
 * figures and the finished rounds, 50 at a time with "Vis flere". `large` is the studio screen's size.
 */
export function HistoryView({ large = false }: { large?: boolean }) {
  const [params, setParams] = useSearchParams();
  const now = currentSeason();
  const season = seasonFromParam(params.get('sesong'), now);
  const history = useHistory(season);
  const pages = history.data?.pages ?? [];
  const stats = pages[0]?.stats;
  const rows = pages.flatMap((p) => p.rows);

  return (
    <div className="grid gap-6">
      <FormField label={MR_WEB.seasonPick} className={cn('max-w-xs', large && '[&_label]:text-lg')}>
        <NativeSelect
          value={season}
          className={large ? 'h-12 text-lg' : undefined}
          onChange={(e) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (e.target.value === now) next.delete('sesong');
                else next.set('sesong', e.target.value);
                return next;
              },
              { replace: true },
            )
          }
        >
          {seasonOptions(now).map((s) => (
            <option key={s} value={s}>
              {MIND_READER_STRINGS.season(s)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {history.data === undefined ? (
        <LoadState pending={history.isPending} error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <>
          {stats && <StatsView stats={stats} large={large} />}
          <section aria-labelledby="mr-history-heading" className="grid gap-3">
            <h2 id="mr-history-heading" className={cn('font-semibold', large ? 'text-2xl' : 'text-lg')}>
              {MR_WEB.historyHeading}
            </h2>
            <HistoryTable rows={rows} large={large} />
            {history.hasNextPage && (
              <Button variant="outline" className="justify-self-start" size={large ? 'lg' : 'default'} disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {MR_WEB.showMore}
              </Button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
