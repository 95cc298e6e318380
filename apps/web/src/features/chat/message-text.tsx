import { useMemo } from 'react';
import type { ChatMention } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { messageSegments } from './message-segments';

/**
 * The text of a message: plain text nodes (React escapes them), safe http(s) links that open in a
 * new tab without access to this page, and highlighted @mentions — mine stand out more.
 */
export function MessageText({ text, mentions, me }: { text: string; mentions: readonly ChatMention[]; me: string }) {
  const segments = useMemo(() => messageSegments(text, mentions), [text, mentions]);
  return (
    <p className="whitespace-pre-wrap break-words text-[0.9375rem] leading-relaxed [overflow-wrap:anywhere]">
      {segments.map((segment, i) => {
        if (segment.kind === 'link') {
          return (
            <a
              key={i}
              href={segment.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-medium text-blue-700 underline decoration-blue-700/40 underline-offset-2 hover:decoration-current dark:text-blue-300 dark:decoration-blue-300/40"
            >
              {segment.text}
            </a>
          );
        }
        if (segment.kind === 'mention') {
          const mine = segment.userId === me;
          return (
            <span
              key={i}
              data-mention={mine ? 'me' : 'other'}
              className={cn(
                'rounded px-1 py-px font-semibold',
                mine ? 'bg-amber-400/25 text-amber-900 dark:bg-amber-400/20 dark:text-amber-200' : 'bg-primary/12 text-blue-800 dark:bg-primary/25 dark:text-blue-200',
              )}
            >
              {segment.text}
            </span>
          );
        }
        return <span key={i}>{segment.text}</span>;
      })}
    </p>
  );
}
