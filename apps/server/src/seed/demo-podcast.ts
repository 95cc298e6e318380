import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  chaptersFromAsRun,
  formatZonedDate,
  weekdayName,
  weekdayOfDateKey,
  zonedDateKey,
  zonedTimeToInstant,
  type ClockElementType,
  type PodcastChapter,
} from '@studioportal/shared';
import type { Db } from '../db/client';
import { podcastEpisodes, podcastShow } from '../db/schema';
import { listClocks } from '../features/clocks/active-clocks.repository';
import { storeEpisodeAudio } from '../features/podcast/audio-upload';
import { touchContent } from '../features/podcast/podcast.repository';
import type { DemoSeeder } from './demo';
import { pastMornings } from './demo-as-run';
import { silentMp3 } from './demo-audio';
import { demoPeople } from './demo-people';

/**
 * Three published podcast episodes: the 08 hour of the morning show on each of the three
 * weekdays before today, with the guest of the day. The chapters come from that hour's as-run
 * (demo-as-run.ts marks it sent), as the chapter editor's "from as-run" button makes them: each
 * spoken segment becomes a chapter at its offset from the first one sent. The audio is an hour
 * of silence (MP3, stored through the same check as an upload), so the player, the feed and the
 * chapters work without shipping real recordings. An episode is recognised by its title.
 */

interface DemoEpisode {
  title: string;
  guest: string;
  about: string;
}

/** Oldest first: episode 1 is the earliest of the three mornings. */
const EPISODES: DemoEpisode[] = [
  {
    title: 'Morgengjesten: Bydelens eldste butikk fyller hundre år',
    guest: 'Gunnar Vik',
    about:
      'Gunnar Vik driver kolonialen på hjørnet i tredje generasjon. Han forteller om hundre år bak disken, om kundene som kommer hver dag, og om hvorfor han aldri har vurdert å selge.',
  },
  {
    title: 'Morgengjesten: Kompost på balkongen',
    guest: 'Tone Brekke',
    about:
      'Hagerådgiver Tone Brekke viser hvordan du lager god jord av matavfall, også i en leilighet. Lytterne ringer inn med spørsmål om lukt, mark og hva som ikke skal i bøtta.',
  },
  {
    title: 'Morgengjesten: Biblioteket vil få byen til å lese',
    guest: 'Lise Moe',
    about:
      'Biblioteksjef Lise Moe lanserer høstens lesekampanje. Hun forteller hvorfor voksne leser mindre enn før, og hva biblioteket gjør for å snu det.',
  },
];

/** What a listener wants to skip to: the talk, not the music, the ads or the jingles. */
const SPOKEN: readonly ClockElementType[] = ['news', 'weather', 'traffic', 'talk', 'interview', 'competition'];
const RECORDED_HOUR = 8;

export const seedDemoPodcast: DemoSeeder = async (db: Db, now: Date, log, { storage, showName }) => {
  const people = await demoPeople(db);
  const [show] = await db.select({ id: podcastShow.id }).from(podcastShow).limit(1);
  if (!show) {
    // The station has not set up its podcast yet: give it a description (never changed once there).
    await db.insert(podcastShow).values({
      id: 1,
      title: showName,
      description: 'Høydepunktene fra Morgenshowet: morgengjesten, dagens konkurranse og det lytterne snakket om.',
      author: showName,
      ownerName: showName,
      category: 'Society & Culture',
    });
  }

  const mornings = pastMornings(zonedDateKey(now)).reverse();
  let created = 0;
  for (const [index, episode] of EPISODES.entries()) {
    const date = mornings[index];
    if (!date) continue;
    const [existing] = await db
      .select({ id: podcastEpisodes.id, createdBy: podcastEpisodes.createdBy })
      .from(podcastEpisodes)
      .where(eq(podcastEpisodes.title, episode.title))
      .limit(1);
    if (existing) {
      // Made by an earlier run before the demo people existed: the producer made it.
      const producer = people.get('sara');
      if (producer && !existing.createdBy) await db.update(podcastEpisodes).set({ createdBy: producer }).where(eq(podcastEpisodes.id, existing.id));
      continue;
    }

    const hourStart = zonedTimeToInstant(date, RECORDED_HOUR)!;
    const hourEnd = new Date(hourStart.getTime() + 3_600_000);
    const clock = (await listClocks(db, { date })).find((c) => c.hour === RECORDED_HOUR);
    const spoken = (clock?.elements ?? []).filter((e) => SPOKEN.includes(e.type));
    const sent = spoken.filter((e) => e.sent_at);
    // Without an as-run (the hour was the station's own, or nobody marked it) the plan stands in.
    const timed = sent.length
      ? sent
      : spoken.map((e) => ({ title: e.title, sent_at: new Date(hourStart.getTime() + e.start_offset_s * 1000).toISOString() }));
    const chapters: PodcastChapter[] = chaptersFromAsRun(timed).map((c) =>
      c.title === 'Morgengjesten' ? { ...c, title: `Morgengjesten: ${episode.guest}` } : c,
    );
    const recordingStart = timed.length ? Math.min(...timed.map((e) => Date.parse(e.sent_at!))) : hourStart.getTime();
    const seconds = Math.max(60, Math.round((hourEnd.getTime() - recordingStart) / 1000));

    const id = randomUUID();
    const mp3 = silentMp3(seconds);
    const audio = await storeEpisodeAudio(storage, id, Readable.from([mp3]), mp3.length);
    try {
      const publishAt = new Date(hourEnd.getTime() + 3_600_000);
      const day = `${weekdayName(weekdayOfDateKey(date))} ${formatZonedDate(hourStart)}`;
      await db.transaction(async (tx) => {
        await tx.insert(podcastEpisodes).values({
          id,
          title: episode.title,
          description: `Fra Morgenshowet ${day}. ${episode.about}`,
          audioKey: audio.key,
          audioType: audio.type,
          audioSize: audio.size,
          durationS: audio.durationS,
          publishAt,
          season: 1,
          episodeNumber: index + 1,
          chapters,
          explicit: false,
          createdBy: people.get('sara') ?? null,
          createdAt: new Date(publishAt.getTime() - 15 * 60_000),
          updatedAt: publishAt,
        });
        // The feed's Last-Modified: when this write happened, whatever `now` the seed was given.
        await touchContent(tx, new Date());
      });
    } catch (error) {
      await storage.remove('podcast', audio.key);
      throw error;
    }
    created += 1;
  }
  log(`Podkast: ${created} nye publiserte episoder med kapitler.`);
};
