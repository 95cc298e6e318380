import type { AchievementKey } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { AchievementsService } from './achievements.service';

/** What other features use of the achievements feature. */

/**
 * Evaluates one colleague's achievements now and earns (and announces to them) whatever their
 * record has reached; returns the keys this call earned. Call it after your own transaction has
 * committed (it reads committed rows), e.g. the quiz engine once a finished session's
 * game_sessions row is written. It is safe to call from any process, any number of times: each
 * achievement is recorded and announced once. It rejects on a database error; a caller that does
 * not wait for it writes `void evaluateAchievements(ctx, id).catch(log)`.
 */
export function evaluateAchievements(ctx: Pick<ServerContext, 'database' | 'realtime'>, userId: string, now: Date = new Date()): Promise<AchievementKey[]> {
  return new AchievementsService(ctx).evaluate(userId, now).then((evaluation) => evaluation.earned);
}
