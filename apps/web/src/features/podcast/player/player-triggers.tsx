import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Share2 } from 'lucide-react';
import { PODCAST_STRINGS, type PodcastSpeed } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { onDemand, type StandInProps } from '@/components/on-demand';
import { formatSpeed } from '../lib/listening-memory';

const S = PODCAST_STRINGS.player;
type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** The speed menu's button (speed-menu.tsx wraps it in the menu). */
export const SpeedButton = forwardRef<HTMLButtonElement, ButtonProps & { speed: PodcastSpeed; compact?: boolean }>(function SpeedButton({ speed, compact = false, ...props }, ref) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size={compact ? 'sm' : 'default'}
      className="tabular min-w-14 px-2 font-semibold @max-xs:min-w-0 @max-xs:px-1.5"
      aria-label={`${S.speed}: ${formatSpeed(speed)}`}
      {...props}
    >
      {formatSpeed(speed)}
    </Button>
  );
});

/** The share dialog's button (share-dialog.tsx wraps it in the dialog). */
export const ShareButton = forwardRef<HTMLButtonElement, ButtonProps & { episodeTitle: string; compact?: boolean }>(function ShareButton({ episodeTitle, compact = false, ...props }, ref) {
  return (
    <Button ref={ref} variant="ghost" size={compact ? 'icon-sm' : 'default'} aria-label={`${S.share}: ${episodeTitle}`} className={compact ? undefined : 'px-3'} {...props}>
      <Share2 aria-hidden />
      {!compact && <span className="hidden sm:inline">{S.share}</span>}
    </Button>
  );
});

const standInHandlers = ({ open, warm }: StandInProps) => ({ onClick: open, onPointerEnter: warm, onFocus: warm, 'aria-haspopup': 'dialog' as const });

interface SpeedMenuProps {
  speed: PodcastSpeed;
  onChange: (speed: PodcastSpeed) => void;
  compact?: boolean;
}
interface ShareDialogProps {
  episodeId: string;
  episodeTitle: string;
  currentTime: number;
  compact?: boolean;
}

/** The speed menu, its menu code fetched when first wanted (components/on-demand.tsx). */
export const SpeedControl = onDemand<SpeedMenuProps>(
  () => import('./speed-menu').then((m) => m.SpeedMenu),
  ({ speed, compact, open, warm }) => <SpeedButton speed={speed} compact={compact} {...standInHandlers({ open, warm })} aria-haspopup="menu" />,
);

/** The share dialog, its dialog code fetched when first wanted. */
export const ShareControl = onDemand<ShareDialogProps>(
  () => import('./share-dialog').then((m) => m.ShareDialog),
  ({ episodeTitle, compact, open, warm }) => <ShareButton episodeTitle={episodeTitle} compact={compact} {...standInHandlers({ open, warm })} />,
);
