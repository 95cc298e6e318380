import { PODCAST_SPEEDS, PODCAST_STRINGS, type PodcastSpeed } from '@studioportal/shared';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatSpeed } from '../lib/listening-memory';
import { SpeedButton } from './player-triggers';

/** Playback speed from 0.75× to 2×, in a menu (arrow keys and type-ahead work). */
export function SpeedMenu({ speed, onChange, compact = false, defaultOpen }: { speed: PodcastSpeed; onChange: (speed: PodcastSpeed) => void; compact?: boolean; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <SpeedButton speed={speed} compact={compact} />
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
