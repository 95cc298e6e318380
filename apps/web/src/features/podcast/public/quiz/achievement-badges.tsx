import { Award } from 'lucide-react';
import { PLAYER_ACHIEVEMENTS, type PlayerAchievementKey } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';

const isAchievement = (key: string): key is PlayerAchievementKey => Object.hasOwn(PLAYER_ACHIEVEMENTS, key);

/** A player's achievements as small badges with their Norwegian labels (unknown keys are left out). */
export function AchievementBadges({ badges }: { badges: readonly string[] }) {
  const known = badges.filter(isAchievement);
  if (known.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {known.map((key) => (
        <Badge key={key} variant="warning" title={PLAYER_ACHIEVEMENTS[key].description}>
          <Award aria-hidden />
          {PLAYER_ACHIEVEMENTS[key].label}
        </Badge>
      ))}
    </span>
  );
}
