import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledShowHosts, scheduledShows } from '../db/schema';
import { findByTitleAndStart, replaceHosts } from '../features/shows/shows.repository';
import type { DemoSeeder } from './demo';
import { demoPeople } from './demo-people';
import { demoWeek } from './demo-schedule';

/**
 * Hosts and a producer on every demo show of the week (the morning show and the rest of the day).
 * A show that already has a host or a producer was staffed by someone, so it is left as it is;
 * before the demo people exist (no administrator yet) nothing is done, and a later run fills in.
 */
export const seedDemoHosts: DemoSeeder = async (db: Db, now: Date, log) => {
  const people = await demoPeople(db);
  if (people.size === 0) {
    log('Ingen demokolleger ennå: sendingene får programledere og produsent ved neste kjøring.');
    return;
  }
  let staffed = 0;
  await db.transaction(async (tx) => {
    for (const { slot, start } of demoWeek(now)) {
      const show = await findByTitleAndStart(tx, slot.title, start);
      if (!show) continue;
      const [row] = await tx.select({ producerId: scheduledShows.producerId }).from(scheduledShows).where(eq(scheduledShows.id, show.id));
      const hasHosts = (await tx.select({ id: scheduledShowHosts.profileId }).from(scheduledShowHosts).where(eq(scheduledShowHosts.showId, show.id)).limit(1)).length > 0;
      if (!row || row.producerId || hasHosts) continue;
      const hosts = slot.hosts.map((key) => people.get(key)).filter((id): id is string => !!id);
      const producer = people.get(slot.producer) ?? null;
      if (hosts.length === 0 && !producer) continue;
      await tx.update(scheduledShows).set({ producerId: producer, updatedAt: new Date() }).where(eq(scheduledShows.id, show.id));
      await replaceHosts(tx, show.id, hosts);
      staffed += 1;
    }
  });
  log(`Programledere og produsent satt på ${staffed} sendinger.`);
};
