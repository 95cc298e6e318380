import { addDaysToDateKey, stationTimeZone, zonedDateKey } from '@studioportal/shared';
import type { DemoSeeder } from './demo';
import { alreadyGenerated, generatePlanHistory, generateUsageHistory, signHistoryMarks } from './analytics-history';

/**
 * /analytics on a demo station: eight weeks of past shows (clocks with drift, listener messages
 * and votes, Friday quizzes), podcast plays for the podcast's published episodes and the demo
 * colleagues' activity. The history ends two weeks ago: the other seeders make last week's
 * quizzes, sponsor mentions and as-run, and their shows must not get a twin. The shows come once;
 * plays and activity are topped up on every run (people arrive with a later run).
 */
export const DEMO_HISTORY_DAYS = 56;
const DEMO_HISTORY_ENDS_DAYS_AGO = 15;

export const seedDemoAnalytics: DemoSeeder = async (db, now, log) => {
  const zone = stationTimeZone();
  const to = addDaysToDateKey(zonedDateKey(now, zone), -DEMO_HISTORY_ENDS_DAYS_AGO);
  const from = addDaysToDateKey(to, -(DEMO_HISTORY_DAYS - 1));
  const range = { from, to, zone };
  await db.transaction(async (tx) => {
    if (await alreadyGenerated(tx)) log('tidligere sendinger finnes fra før');
    else {
      const plan = await generatePlanHistory(tx, range);
      log(`${plan.shows} tidligere sendinger (${from}–${to}): ${plan.elements} klokkeelementer, ${plan.messages} lyttermeldinger, ${plan.votes} stemmer, ${plan.quizzes} quizer`);
    }
    await signHistoryMarks(tx, range, 'demo.studioportal.invalid');
    // Plays up to yesterday: the podcast's episodes were out before the demo began.
    const usage = await generateUsageHistory(tx, { from, to: addDaysToDateKey(zonedDateKey(now, zone), -1), zone });
    log(`${usage.podcastDays} nye podkastdager og ${usage.activity} nye aktivitetsrader`);
  });
};
