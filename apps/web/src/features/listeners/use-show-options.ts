import { useMemo, useRef } from 'react';
import type { ListenerMessage } from '@studioportal/shared';
import type { ShowOption } from './queue-filters';

/**
 * The show filter's choices: every show seen on a message this visit (the queue has no list of
 * shows of its own). Remembered, so a choice does not vanish when the filter hides its messages.
 */
export function useShowOptions(messages: readonly ListenerMessage[], selectedId: string | null): ShowOption[] {
  const seen = useRef(new Map<string, string>());
  return useMemo(() => {
    for (const m of messages) if (m.show_id && m.show_title) seen.current.set(m.show_id, m.show_title);
    const options = [...seen.current].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, 'nb'));
    if (selectedId && !seen.current.has(selectedId)) options.unshift({ id: selectedId, title: 'Valgt program' });
    return options;
  }, [messages, selectedId]);
}
