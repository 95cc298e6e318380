import { MessageSquareText } from 'lucide-react';
import { ON_AIR_STRINGS, type DisplayMessage } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';

/** Messages a producer pushed to the display: the newest large, up to two older ones beside it. */
export function ProducerMessages({ messages, timeZone, large }: { messages: DisplayMessage[]; timeZone: string; large: boolean }) {
  if (messages.length === 0) return null;
  const [newest, ...older] = messages;
  return (
    <section
      aria-label={ON_AIR_STRINGS.displayMessages}
      aria-live="polite"
      data-testid="display-messages"
      className={cn('grid shrink-0 gap-[1vw] border-t-4 border-amber-400 bg-amber-400/15', large ? 'grid-cols-[1fr_auto] px-[3vw] py-[2vh]' : 'rounded-xl p-4 lg:grid-cols-[1fr_auto]')}
    >
      <div className="flex min-w-0 items-start gap-[1vw]">
        <MessageSquareText aria-hidden className={cn('shrink-0 text-amber-600 dark:text-amber-300', large ? 'size-[5vh]' : 'size-7')} />
        <div className="min-w-0">
          <p className={cn('whitespace-pre-wrap break-words font-bold leading-tight', large ? 'text-[clamp(1.4rem,4.6vh,4rem)]' : 'text-2xl')}>{newest!.text}</p>
          <p className={cn('mt-[0.5vh] flex items-center gap-2 text-muted-foreground', large ? 'text-[clamp(0.9rem,2.4vh,1.8rem)]' : 'text-sm')}>
            <span aria-hidden className="inline-block size-[0.8em] rounded-full" style={{ backgroundColor: personColor(newest!.sender) }} />
            {displayName(newest!.sender?.full_name)} · kl. {formatTime(newest!.created_at, timeZone)}
          </p>
        </div>
      </div>
      {older.length > 0 && (
        <ul className={cn('grid content-start gap-[0.6vh] text-muted-foreground', large ? 'max-w-[30vw] text-[clamp(0.9rem,2.2vh,1.6rem)]' : 'text-sm')}>
          {older.slice(0, 2).map((m) => (
            <li key={m.id} className="truncate">
              <span className="tabular">{formatTime(m.created_at, timeZone)}</span> {m.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
