import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { APP_ROLES, ROLE_LABELS, USER_MANAGEMENT_STRINGS, USER_STATUS_FILTERS, type AdminUsersQuery, type UserCounts } from '@studioportal/shared';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

interface UserFiltersProps {
  query: AdminUsersQuery;
  counts: UserCounts | undefined;
  onChange: (query: AdminUsersQuery) => void;
}

const SEARCH_DEBOUNCE_MS = 250;

/** Status as a row of toggle buttons with counts, role as a select, and a debounced search. */
export function UserFilters({ query, counts, onChange }: UserFiltersProps) {
  const [search, setSearch] = useState(query.q ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = search.trim();
      if ((query.q ?? '') !== q) onChange({ ...query, q: q || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query, onChange]);

  const statuses = [undefined, ...USER_STATUS_FILTERS] as const;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label={USER_MANAGEMENT_STRINGS.statusFilterLabel} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {statuses.map((status) => {
          const active = query.status === status;
          const label = status ? USER_MANAGEMENT_STRINGS.statusLabels[status] : USER_MANAGEMENT_STRINGS.allStatuses;
          const count = counts ? (status ? counts[status] : counts.all) : undefined;
          return (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ ...query, status })}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {label}
              {count !== undefined && (
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    status === 'pending' && count > 0 ? 'bg-amber-500 font-bold text-black' : 'bg-background/60',
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative sm:w-64">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Navn eller e-post"
            aria-label={USER_MANAGEMENT_STRINGS.searchLabel}
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label={USER_MANAGEMENT_STRINGS.roleFilterLabel}
          value={query.role ?? ''}
          onChange={(event) => {
            const role = APP_ROLES.find((r) => r === event.target.value);
            onChange({ ...query, role });
          }}
          className="sm:w-44"
        >
          <option value="">{USER_MANAGEMENT_STRINGS.allRoles}</option>
          {APP_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
