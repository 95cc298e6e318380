import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PwaBannerProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The banner's buttons (left of the close button). */
  actions?: ReactNode;
  onClose?: () => void;
  tone?: 'info' | 'warning';
  /** 'status' announces politely; 'region' only labels the section. */
  live?: boolean;
  className?: string;
}

/** One calm bar in the global banner slot: icon, title, text, actions and a close button. */
export function PwaBanner({ icon: Icon, title, children, actions, onClose, tone = 'info', live = false, className }: PwaBannerProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      role={live ? 'status' : undefined}
      aria-live={live ? 'polite' : undefined}
      className={cn(
        'w-full border-b',
        tone === 'info' ? 'border-blue-500/30 bg-blue-50 text-blue-950 dark:bg-blue-950/60 dark:text-blue-50' : 'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/50 dark:text-amber-50',
        className,
      )}
    >
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 lg:px-6">
        <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
          <Icon className={cn('mt-0.5 size-5 shrink-0', tone === 'info' ? 'text-blue-600 dark:text-blue-300' : 'text-amber-600 dark:text-amber-300')} aria-hidden />
          <p className="min-w-0 text-sm leading-snug">
            <strong id={titleId} className="block font-semibold sm:inline">
              {title}
            </strong>{' '}
            <span className="opacity-90">{children}</span>
          </p>
        </div>
        {(actions || onClose) && (
          <div className="flex shrink-0 items-center gap-2">
            {actions}
            {onClose && (
              <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="Lukk" className="text-current hover:bg-black/5 dark:hover:bg-white/10">
                <X aria-hidden />
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
