import { useId } from 'react';
import { Search } from 'lucide-react';
import { LISTENER_SOURCE_LABELS, LISTENER_SOURCES, LISTENER_STATUS_LABELS, type ListenerSource, type ListenerStatusCounts } from '@studioportal/shared';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { STATUS_FILTERS, type ListenerFilters, type StatusFilter } from './listener-filters';

export interface ShowOption {
  id: string;
  title: string;
}

const STATUS_FILTER_LABELS: Record<StatusFilter, string> = { aktive: 'Aktive', ...LISTENER_STATUS_LABELS, alle: 'Alle' };

function countFor(filter: StatusFilter, counts: ListenerStatusCounts): number {
  const total = Object.values(counts).reduce((n, c) => n + c, 0);
  if (filter === 'alle') return total;
  if (filter === 'aktive') return total - counts.arkivert;
  return counts[filter];
}

interface QueueFiltersProps {
  filters: ListenerFilters;
  counts: ListenerStatusCounts | undefined;
  shows: ShowOption[];
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (change: Partial<ListenerFilters>) => void;
}

/** Status (with the count of each), source, show and search. */
export function QueueFilters({ filters, counts, shows, searchText, onSearchText, onChange }: QueueFiltersProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Status" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {STATUS_FILTERS.map((status) => {
          const active = filters.status === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ status })}
              className={cn(
                'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors max-md:h-12',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
              )}
            >
              {STATUS_FILTER_LABELS[status]}
              {counts && (
                <span className={cn('tabular rounded-full px-1.5 text-xs', active ? 'bg-black/15 dark:bg-white/20' : 'bg-muted text-muted-foreground')}>
                  {countFor(status, counts)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-source`}>Kilde</Label>
          <NativeSelect id={`${id}-source`} value={filters.source ?? ''} onChange={(e) => onChange({ source: (e.target.value || null) as ListenerSource | null })}>
            <option value="">Alle kilder</option>
            {LISTENER_SOURCES.map((source) => (
              <option key={source} value={source}>
                {LISTENER_SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-show`}>Program</Label>
          <NativeSelect id={`${id}-show`} value={filters.showId ?? ''} onChange={(e) => onChange({ showId: e.target.value || null })}>
            <option value="">Alle programmer</option>
            {shows.map((show) => (
              <option key={show.id} value={show.id}>
                {show.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-q`}>Søk</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id={`${id}-q`} type="search" value={searchText} onChange={(e) => onSearchText(e.target.value)} placeholder="Navn eller tekst" className="pl-9" />
          </div>
        </div>
      </div>
    </div>
  );
}
