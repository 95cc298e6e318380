import { useEffect } from 'react';
import { useAppConfig } from '@/lib/app-config';
import { useCurrentScreen } from './use-current-screen';

/** "<page> · <show name>" in the browser tab; the show name alone on the dashboard. */
export function DocumentTitle() {
  const screen = useCurrentScreen();
  const { showName } = useAppConfig();
  const title = screen && screen.path !== '/' ? `${screen.title} · ${showName}` : showName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
