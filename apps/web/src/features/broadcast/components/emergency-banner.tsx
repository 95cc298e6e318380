import { useId } from 'react';
import { Check } from 'lucide-react';
import { BROADCAST_STRINGS, type BroadcastMessage, displayChatColor } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { BANNER_HEADINGS, PRIORITY_STYLES } from '../priority-style';

export interface EmergencyBannerProps {
  message: BroadcastMessage;
  onAcknowledge: () => void;
  acknowledging?: boolean;
  /** Unacknowledged messages waiting behind this one (shown as "1 av n"). */
  queued?: number;
  timeZone: string;
  /** 'page' sits above every page; 'display' fills a studio display's width with large type. */
  size?: 'page' | 'display';
  /** Move keyboard focus to 'Forstått' on mount (after the previous message was acknowledged). */
  autoFocusAction?: boolean;
  className?: string;
}

/**
 * One urgent or critical message with its 'Forstått' button. Purely presentational — it gets the
 * message and what to do on acknowledge — so studio displays can show the very same banner.
 */
export function EmergencyBanner({
  message,
  onAcknowledge,
  acknowledging = false,
  queued = 0,
  timeZone,
  size = 'page',
  autoFocusAction = false,
  className,
}: EmergencyBannerProps) {
  const headingId = useId();
  const style = PRIORITY_STYLES[message.priority];
  const Icon = style.icon;
  const display = size === 'display';
  const time = formatTime(message.created_at, timeZone);
  const sender = displayName(message.sender?.full_name);

  return (
    <section
      aria-labelledby={headingId}
      data-priority={message.priority}
      className={cn('relative w-full overflow-hidden', style.banner, className)}
    >
      {message.priority === 'critical' && (
        <span aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-white/80 motion-safe:animate-pulse" />
      )}
      <div
        className={cn(
          'mx-auto flex max-w-[1600px] flex-col gap-3 sm:flex-row sm:items-center',
          display ? 'gap-6 px-10 py-8' : 'px-4 py-3 lg:px-6',
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden
            className={cn(
              'flex shrink-0 items-center justify-center rounded-full bg-black/10',
              display ? 'size-20' : 'size-10',
              message.priority === 'critical' && 'bg-white/15',
            )}
          >
            <Icon className={cn(display ? 'size-11' : 'size-5', 'motion-safe:animate-[pulse_1.6s_ease-in-out_infinite]')} />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className={cn('font-bold uppercase tracking-wider', display ? 'text-2xl' : 'text-xs')}>
              {BANNER_HEADINGS[message.priority]}
              {queued > 1 && <span className="ml-2 font-semibold normal-case tracking-normal opacity-80">1 av {queued}</span>}
            </h2>
            <p
              role="alert"
              className={cn('whitespace-pre-wrap break-words font-semibold', display ? 'mt-2 text-5xl leading-tight' : 'mt-0.5 text-base leading-snug md:text-lg')}
            >
              {message.message}
            </p>
            <p className={cn('mt-1 flex flex-wrap items-center gap-x-1.5 opacity-90', display ? 'text-2xl' : 'text-sm')}>
              <span
                aria-hidden
                className={cn('inline-block shrink-0 rounded-full ring-2 ring-white/70', display ? 'size-4' : 'size-2.5')}
                style={{ backgroundColor: displayChatColor(message.sender ?? {}) }}
              />
              <span>Fra {sender}</span>
              {time && (
                <>
                  <span aria-hidden>·</span>
                  <time dateTime={message.created_at}>kl. {time}</time>
                </>
              )}
            </p>
          </div>
        </div>
        <Button
          onClick={onAcknowledge}
          disabled={acknowledging}
          autoFocus={autoFocusAction}
          aria-describedby={headingId}
          className={cn(
            'shrink-0 self-end font-semibold shadow-sm focus-visible:ring-offset-0 sm:self-center',
            style.bannerAction,
            display ? 'h-16 px-10 text-2xl [&_svg]:size-7' : 'h-10 px-5',
          )}
        >
          {acknowledging ? <Spinner className="size-4 text-current" /> : <Check aria-hidden />}
          {BROADCAST_STRINGS.acknowledge}
        </Button>
      </div>
    </section>
  );
}
