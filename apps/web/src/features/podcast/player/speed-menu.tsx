import { PODCAST_SPEEDS, PODCAST_STRINGS, type PodcastSpeed } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatSpeed } from '../lib/listening-memory';

/** Playback speed from 0.75× to 2×, in a menu (arrow keys and type-ahead work). */
export function SpeedMenu({ speed, onChange, compact = false }: { speed: PodcastSpeed; onChange: (speed: PodcastSpeed) => void; compact?: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? 'sm' : 'default'}
          className="tabular min-w-14 px-2 font-semibold @max-xs:min-w-0 @max-xs:px-1.5"
          aria-label={`${PODCAST_STRINGS.player.speed}: ${formatSpeed(speed)}`}
        >
          {formatSpeed(speed)}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-36">
        <DropdownMenuLabel>{PODCAST_STRINGS.player.speed}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={String(speed)} onValueChange={(value) => onChange(Number(value) as PodcastSpeed)}>
          {PODCAST_SPEEDS.map((option) => (
            <DropdownMenuRadioItem key={option} value={String(option)} className="tabular">
              {formatSpeed(option)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
