import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LISTENER_STRINGS, type ListenerMessage } from '@studioportal/shared';
import { MessageRow, rowDomId } from './message-row';
import { keepSelection, keyTargetOf, moveSelection, triageActionFor } from './triage';
import type { RowAction } from './use-triage-actions';
import { useStableCallback } from './use-stable-callback';

interface MessageListProps {
  messages: ListenerMessage[];
  timeZone: string;
  pending: ReadonlySet<string>;
  offline: boolean;
  offlineReasonId: string;
  keyboardHelpId: string;
  canModerate: boolean;
  canPush: boolean;
  onAction: (action: RowAction, message: ListenerMessage) => void;
  onBlock: (message: ListenerMessage) => void;
}

/**
 * The queue with keyboard triage. One row is selected (and is the list's one Tab stop); j/k move
 * it and take focus along, the other keys act on it. The selection follows the message, not the
 * position, while live messages arrive on top; when the selected message leaves the view (marked
 * read under "Ny"), the next one takes its place so triage goes on.
 */
export function MessageList({ messages, timeZone, pending, offline, offlineReasonId, keyboardHelpId, canModerate, canPush, onAction, onBlock }: MessageListProps) {
  const ids = useMemo(() => messages.map((m) => m.id), [messages]);
  const [selected, setSelected] = useState<string | null>(null);
  const [shownIds, setShownIds] = useState(ids);
  // The row holding focus (itself or one of its buttons), to notice when it leaves the list.
  const focusedRow = useRef<string | null>(null);

  // Adjusted while rendering (not in an effect), so the list never shows a selection that is gone.
  if (shownIds !== ids) {
    setShownIds(ids);
    const kept = keepSelection(shownIds, ids, selected);
    if (kept !== selected) setSelected(kept);
  }

  // The focused row left the view (read under "Ny", archived): focus goes on to the row that took
  // its place, so the keys keep working. Never when focus went anywhere else.
  useEffect(() => {
    const lost = focusedRow.current;
    if (!lost || selected === null || document.getElementById(rowDomId(lost))) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const row = document.getElementById(rowDomId(selected));
    row?.focus({ preventScroll: true });
    row?.scrollIntoView({ block: 'nearest' });
  }, [selected, ids]);

  const select = useStableCallback((id: string) => setSelected(id));
  const act = useStableCallback(onAction);
  const block = useStableCallback(onBlock);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as Element;
    const row = target.closest('[data-listener-row]');
    const action = triageActionFor(event, keyTargetOf(target, row));
    if (!action) return;
    event.preventDefault();
    const current = row?.getAttribute('data-listener-row') ?? selected;
    if (action === 'next' || action === 'previous') {
      const next = moveSelection(ids, current, action === 'next' ? 1 : -1);
      setSelected(next);
      // Moving from a button inside the row: focus goes to the row the selection lands on.
      const nextRow = next ? document.getElementById(rowDomId(next)) : null;
      nextRow?.focus({ preventScroll: true });
      nextRow?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const message = messages.find((m) => m.id === current);
    if (!message) return;
    if (current !== selected) setSelected(current);
    if (offline || pending.has(message.id)) return;
    onAction(action, message);
  };

  const tabStop = selected !== null && ids.includes(selected) ? selected : ids[0];

  return (
    <ul
      aria-label={LISTENER_STRINGS.queueTitle}
      aria-describedby={keyboardHelpId}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        focusedRow.current = event.target.closest('[data-listener-row]')?.getAttribute('data-listener-row') ?? null;
      }}
      onBlur={(event) => {
        const { relatedTarget: next, target: left, currentTarget: list } = event;
        if (next && list.contains(next)) return;
        if (next) {
          focusedRow.current = null;
          return;
        }
        // No new target: the row was removed (keep following), or a click on the page around it.
        const leftRow = focusedRow.current;
        requestAnimationFrame(() => {
          if (left.isConnected && focusedRow.current === leftRow) focusedRow.current = null;
        });
      }}
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      {messages.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          selected={message.id === selected}
          tabStop={message.id === tabStop}
          busy={pending.has(message.id)}
          offline={offline}
          offlineReasonId={offlineReasonId}
          canModerate={canModerate}
          canPush={canPush}
          timeZone={timeZone}
          onSelect={select}
          onAction={act}
          onBlock={block}
        />
      ))}
    </ul>
  );
}
