import { Clock3 } from 'lucide-react';
import { PENDING_TEXT, useOutbox } from '@/lib/offline/use-outbox';
import { CHAT_OUTBOX_KIND } from './outbox';

/** Messages of this conversation written offline, in order, each marked "Venter på nett". */
export function PendingMessages({ conversation }: { conversation: string }) {
  const pending = useOutbox(CHAT_OUTBOX_KIND).filter((entry) => entry.meta.conversation === conversation);
  if (pending.length === 0) return null;
  return (
    <ul aria-label="Meldinger som venter på nett" className="mb-2 flex flex-col items-end gap-1.5">
      {pending.map((entry) => (
        <li key={entry.id} className="max-w-[85%] rounded-2xl rounded-br-md border border-dashed border-primary/50 bg-primary/10 px-3 py-1.5 text-sm">
          <p className="whitespace-pre-wrap break-words">{entry.meta.text}</p>
          <p className="mt-0.5 flex items-center justify-end gap-1 text-xs font-medium text-muted-foreground">
            <Clock3 className="size-3" aria-hidden />
            {PENDING_TEXT}
          </p>
        </li>
      ))}
    </ul>
  );
}
