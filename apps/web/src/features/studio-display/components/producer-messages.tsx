import { MessageSquareText, RadioReceiver } from 'lucide-react';
import { LISTENER_STRINGS, ON_AIR_STRINGS, type DisplayMessage } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';

/** Beyond this many characters the newest message is set a step smaller, so it still fits in three lines. */
const LONG_MESSAGE = 90;

/** The band's type steps on the kiosk (from the screen) and inside the layout. */
const TEXT = { large: 'text-[clamp(1.1rem,min(3.6vh,2.8vw),5rem)]', long: 'text-[clamp(1rem,min(2.8vh,2.2vw),4rem)]', embedded: 'text-xl sm:text-2xl' };
const META = { large: 'text-[clamp(0.85rem,min(2.2vh,1.8vw),2.8rem)]', embedded: 'text-sm' };

/**
 * A producer's message is amber; a listener's message a producer passed on ("Fra lytter") is sky
 * blue with a radio icon and the listener's name on top, so nobody in the studio reads a
 * listener's words as a note from the producer.
 */
const TONE = {
  producer: { band: 'border-amber-400 bg-amber-400/15', icon: 'text-amber-600 dark:text-amber-300' },
  listener: { band: 'border-sky-400 bg-sky-400/15', icon: 'text-sky-700 dark:text-sky-300' },
} as const;

/**
 * Messages pushed to the display, in a band along the bottom: the newest large, up to two older ones
 * beside it (below it on a portrait screen). The band shares the screen with the clock, so its text
 * is held to three lines and the older ones to one each.
 */
export function ProducerMessages({ messages, timeZone, large }: { messages: DisplayMessage[]; timeZone: string; large: boolean }) {
  if (messages.length === 0) return null;
  const [newest, ...older] = messages;
  const long = newest!.text.length > LONG_MESSAGE;
  const listener = newest!.listener;
  const tone = TONE[listener ? 'listener' : 'producer'];
  const Icon = listener ? RadioReceiver : MessageSquareText;
  const meta = large ? META.large : META.embedded;
  return (
    <section
      aria-label={ON_AIR_STRINGS.displayMessages}
      aria-live="polite"
      data-testid="display-messages"
      className={cn(
        'grid shrink-0 grid-cols-[minmax(0,1fr)] gap-x-[3vw] gap-y-[1vh]',
        tone.band,
        large ? 'border-t-[max(3px,0.5vh)] px-[3vw] py-[1.6vh]' : 'rounded-xl border-t-4 p-4',
        // The older ones get a column of their own only when there are any (beside on a wide screen).
        older.length > 0 && (large ? 'landscape:grid-cols-[minmax(0,1fr)_minmax(0,30vw)]' : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]'),
      )}
    >
      <div className="flex min-w-0 items-start gap-[0.5em]" data-testid={listener ? 'display-message-listener' : undefined}>
        <Icon aria-hidden className={cn('mt-[0.1em] size-[1.1em] shrink-0', tone.icon, large ? TEXT.large : 'text-2xl')} />
        <div className="min-w-0">
          {listener && (
            <p className={cn('mb-[0.3em] flex min-w-0 items-baseline gap-[0.5em] leading-tight', meta)}>
              <span className="shrink-0 font-bold uppercase tracking-wider text-sky-800 dark:text-sky-300">{LISTENER_STRINGS.fromListener}</span>
              <span className="min-w-0 truncate font-semibold">{listener.name}</span>
            </p>
          )}
          <p className={cn('line-clamp-3 whitespace-pre-wrap break-words font-bold leading-tight', large ? (long ? TEXT.long : TEXT.large) : TEXT.embedded)}>{newest!.text}</p>
          <p className={cn('mt-[0.4em] flex items-center gap-2 text-muted-foreground', meta)}>
            <span aria-hidden className="inline-block size-[0.8em] shrink-0 rounded-full" style={{ backgroundColor: personColor(newest!.sender) }} />
            {listener
              ? `Sendt av ${displayName(newest!.sender?.full_name)} · kl. ${formatTime(newest!.created_at, timeZone)}`
              : `${displayName(newest!.sender?.full_name)} · kl. ${formatTime(newest!.created_at, timeZone)}`}
          </p>
        </div>
      </div>
      {older.length > 0 && (
        <ul className={cn('grid min-w-0 content-start gap-[0.4em] text-muted-foreground', meta)}>
          {older.slice(0, 2).map((m) => (
            <li key={m.id} className="truncate">
              <span className="tabular">{formatTime(m.created_at, timeZone)}</span>{' '}
              {m.listener && (
                <span className="font-semibold text-sky-800 dark:text-sky-300">
                  {LISTENER_STRINGS.fromListener} {m.listener.name}:{' '}
                </span>
              )}
              {m.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
