import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '@/lib/app-config';
import { announce, getA11yState, subscribeA11y } from '@/lib/a11y';
import { useCurrentScreen } from './use-current-screen';

/**
 * With "Skjermleserstøtte" on, a page change is announced ("Side: Chat"): a client-side route
 * change reloads nothing, so a screen reader would otherwise stay silent about where the user is.
 */
export function RouteAnnouncer() {
  const screenReader = useSyncExternalStore(subscribeA11y, () => getA11yState().screenReader);
  const screen = useCurrentScreen();
  const { showName } = useAppConfig();
  const { pathname } = useLocation();
  const first = useRef(true);
  const title = screen && screen.path !== '/' ? screen.title : showName;

  useEffect(() => {
    // The first page is announced by the browser itself (document title on load).
    if (first.current) {
      first.current = false;
      return;
    }
    if (screenReader) announce(`Side: ${title}`);
    // Only a new page should speak, not a toggle of the setting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
