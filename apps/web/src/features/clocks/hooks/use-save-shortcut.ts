import { useEffect } from 'react';

/** Ctrl+S / Cmd+S calls `onSave` instead of the browser's "save page", as in every editor people know. */
export function useSaveShortcut(onSave: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        onSave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSave]);
}
