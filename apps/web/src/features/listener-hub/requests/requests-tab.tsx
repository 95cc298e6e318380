import { useState } from 'react';
import { MUSIC_REQUEST_STATUS_LABELS, MUSIC_REQUEST_STATUSES } from '@studioportal/shared';
import { useAppConfig } from '@/lib/app-config';
import { FilterButtons } from '../filter-buttons';
import { LoadState } from '../load-state';
import { HUB } from '../strings';
import { useMusicRequests, type RequestFilter } from './api';
import { RequestItem } from './request-item';
import { RulesCard } from './rules-card';

const FILTERS: { value: RequestFilter; label: string }[] = [
  ...MUSIC_REQUEST_STATUSES.map((value) => ({ value, label: MUSIC_REQUEST_STATUS_LABELS[value] })),
  { value: 'alle', label: HUB.all },
];

/** Musikkønsker: the wishes (any staff marks them played or rejected) and, beside them, the rules. */
export function RequestsTab({ moderator }: { moderator: boolean }) {
  const [filter, setFilter] = useState<RequestFilter>('ny');
  const requests = useMusicRequests(filter);
  const { timeZone } = useAppConfig();
  const list = requests.data?.requests ?? [];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <section aria-label={HUB.tabs.requests} className="grid min-w-0 gap-4">
        <FilterButtons label={HUB.showRequests} value={filter} options={FILTERS} onChange={setFilter} />
        <LoadState query={requests}>
          {list.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{HUB.noRequests}</p>
          ) : (
            <ul className="grid gap-3" aria-label={`${HUB.tabs.requests}: ${FILTERS.find((f) => f.value === filter)!.label}`}>
              {list.map((request) => (
                <RequestItem key={request.id} request={request} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </LoadState>
      </section>
      {requests.data && <RulesCard rules={requests.data.rules} editable={moderator} />}
    </div>
  );
}
