import { useListenerSummary } from './api';
import { NewCount } from './new-count';
import { useListenerSync } from './use-listener-sync';

/**
 * The count of new listener messages on the navbar entry. It also keeps the queue live on every
 * page, so the count moves without a reload and the queue is current when opened.
 */
export function ListenerNavBadge() {
  useListenerSync();
  const { data } = useListenerSummary();
  return <NewCount count={data?.new_count ?? 0} />;
}
