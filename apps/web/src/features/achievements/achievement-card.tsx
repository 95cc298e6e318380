import { CheckCircle2 } from 'lucide-react';
import type { Achievement } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/datetime';
import { ACHIEVEMENT_ICON } from './achievement-icon';
import { ACHIEVEMENT_TEXT as T } from './strings';

/**
 * One achievement: its picture, name and what it takes, a bar with "12 av 20" (a progressbar for
 * screen readers, its value said the same way), and for an earned one "Oppnådd dd.MM.yyyy".
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { name, description, icon, current, target, earned_at: earnedAt } = achievement;
  const Icon = ACHIEVEMENT_ICON[icon];
  const earned = earnedAt !== null;
  const percent = Math.round((Math.min(current, target) / target) * 100);
  const progress = T.progress(current, target);
  return (
    <article
      aria-labelledby={`achievement-${achievement.key}`}
      className={cn('flex h-full gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm', earned && 'border-amber-500/50')}
    >
      <div
        aria-hidden
        className={cn(
          'grid size-12 shrink-0 place-items-center rounded-xl',
          earned ? 'bg-amber-500/15 text-amber-700 dark:text-amber-300' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-6" />
      </div>
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h2 id={`achievement-${achievement.key}`} className="text-base font-semibold leading-tight">
          {name}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
        <div className="mt-1 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={T.progressLabel(name)}
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={Math.min(current, target)}
            aria-valuetext={progress}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full rounded-full transition-[width] motion-reduce:transition-none', earned ? 'bg-amber-500' : 'bg-primary')}
              style={{ width: `${percent}%` }}
            />
          </div>
          {/* A fixed width, so every bar has the same length whatever the numbers. */}
          <span className="w-20 shrink-0 text-right text-sm font-medium tabular-nums" aria-hidden>
            {progress}
          </span>
        </div>
        {earned && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-amber-700 dark:text-amber-300">
            <CheckCircle2 aria-hidden className="size-4" />
            {T.earnedOn(formatDate(earnedAt) ?? '')}
          </p>
        )}
      </div>
    </article>
  );
}
