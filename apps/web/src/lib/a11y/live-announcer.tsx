import { useSyncExternalStore } from 'react';
import { getAnnouncement, subscribeAnnouncements } from './announce';

/** The two live regions announce() writes to. Always in the DOM, so screen readers watch them from the start. */
export function LiveAnnouncer() {
  const { polite, assertive } = useSyncExternalStore(subscribeAnnouncements, getAnnouncement);
  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        {polite}
      </div>
      <div className="sr-only" role="alert" aria-live="assertive" aria-atomic="true">
        {assertive}
      </div>
    </>
  );
}
