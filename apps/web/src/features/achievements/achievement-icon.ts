import { BadgeCheck, Clock3, Inbox, Music, Podcast, Siren, Trophy, type LucideIcon } from 'lucide-react';
import type { AchievementIcon } from '@studioportal/shared';

/** The picture of each kind of achievement. */
export const ACHIEVEMENT_ICON: Record<AchievementIcon, LucideIcon> = {
  clock: Clock3,
  check: BadgeCheck,
  podcast: Podcast,
  trophy: Trophy,
  siren: Siren,
  inbox: Inbox,
  music: Music,
};
