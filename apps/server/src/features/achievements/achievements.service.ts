import { ACHIEVEMENT_EVENTS, ACHIEVEMENTS, orderAchievements, type Achievement, type AchievementDefinition, type AchievementKey } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { notifyAchievement } from '../notifications';
import * as repo from './achievements.repository';

export interface Evaluation {
  /** Every achievement of the catalogue with the person's progress, earned first. */
  achievements: Achievement[];
  /** What this evaluation earned (published to the person); empty when nothing new. */
  earned: AchievementKey[];
}

interface Progress {
  definition: AchievementDefinition;
  current: number;
  earnedAt: Date | null;
  /** When the record reached the target, if it keeps the time. */
  reachedAt: Date | null;
}

const toAchievement = ({ definition, current, earnedAt }: Progress): Achievement => ({
  key: definition.key,
  name: definition.name,
  description: definition.description,
  icon: definition.icon,
  target: definition.target,
  current: earnedAt ? definition.target : Math.min(current, definition.target),
  earned_at: earnedAt?.toISOString() ?? null,
});

/**
 * When is an achievement earned? Whenever an evaluation finds the person's record at its target:
 * on their own GET, in the minute sweep of recently active colleagues, and when another feature
 * asks (the quiz engine after a session finishes). The row is inserted once (primary key, ON
 * CONFLICT DO NOTHING) and only the insert that went through publishes the event, so two
 * processes evaluating the same person at once announce it exactly once. Earned achievements are
 * not measured again.
 */
export class AchievementsService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  private get db() {
    return this.ctx.database.db;
  }

  async evaluate(userId: string, now: Date = new Date()): Promise<Evaluation> {
    const earned = new Map((await repo.listEarned(this.db, userId)).map((row) => [row.key, row.earnedAt]));
    const progress: Progress[] = [];
    for (const definition of ACHIEVEMENTS) {
      const earnedAt = earned.get(definition.key) ?? null;
      if (earnedAt) {
        progress.push({ definition, current: definition.target, earnedAt, reachedAt: null });
        continue;
      }
      const measured = await repo.measure(this.db, definition.key, userId, definition.target, now);
      progress.push({ definition, current: measured.current, earnedAt: null, reachedAt: measured.reachedAt });
    }
    const reached = progress.filter((p) => !p.earnedAt && p.current >= p.definition.target);
    const newly = reached.length ? await this.record(userId, reached, now) : [];
    return { achievements: orderAchievements(progress.map(toAchievement)), earned: newly };
  }

  /**
   * Inserts what was reached and publishes each insert that went through, in one transaction. The
   * time is the record's own (the 100th mark, the end of the 20th show), never later than now;
   * where the record keeps none, it is now. A busy channel (429) leaves it for the next
   * evaluation rather than failing the caller.
   */
  private async record(userId: string, reached: Progress[], now: Date): Promise<AchievementKey[]> {
    const newly: AchievementKey[] = [];
    try {
      await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
        for (const p of reached) {
          const at = p.reachedAt && p.reachedAt < now ? p.reachedAt : now;
          if (await repo.insertEarned(tx, userId, p.definition.key, at, p.current)) {
            p.earnedAt = at;
            newly.push(p.definition.key);
            await publish('achievements', ACHIEVEMENT_EVENTS.earned, { user_id: userId, achievement: toAchievement(p) }, { audience: [userId] });
            await notifyAchievement(this.ctx, { tx, publish }, userId, toAchievement(p));
          } else {
            // Another process recorded it first (and announced it): show its time.
            p.earnedAt = await repo.earnedAt(tx, userId, p.definition.key);
          }
        }
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        for (const p of reached) p.earnedAt = null;
        return [];
      }
      throw error;
    }
    return newly;
  }
}
