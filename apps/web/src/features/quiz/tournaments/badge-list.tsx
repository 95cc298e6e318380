import { PLAYER_ACHIEVEMENTS, type PlayerAchievementKey } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';

/** A player's achievements by their Norwegian names; the description is the tooltip. */
export function BadgeList({ badges }: { badges: readonly string[] }) {
  if (badges.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((key) => {
        const known = PLAYER_ACHIEVEMENTS[key as PlayerAchievementKey] as (typeof PLAYER_ACHIEVEMENTS)[PlayerAchievementKey] | undefined;
        return (
          <Badge key={key} variant="warning" title={known?.description}>
            {known?.label ?? key}
          </Badge>
        );
      })}
    </span>
  );
}
