import { and, desc, eq, lte } from 'drizzle-orm';
import { zonedDateKey } from '@studioportal/shared';
import type { Db } from '../db/client';
import { listenerComments, listenerMessages, listenerPolls, listenerPollVotes, musicRequests, podcastEpisodes, scheduledShows } from '../db/schema';
import { trackKey } from '../features/listeners/request-rules';
import type { DemoSeeder } from './demo';

/**
 * A morning's worth of listeners: messages from the page and by SMS, a caller typed in by the
 * producer, music requests (some played), two episode comments (one approved with the show's
 * reply) and a closed poll with its votes. Recognised by the poll's question: a second run adds
 * nothing. Times are minutes before `now`, so the queue looks like this morning.
 */

const POLL_QUESTION = 'Hva er viktigst til frokost?';
const POLL_OPTIONS = [
  { id: 'a', label: 'Kaffe' },
  { id: 'b', label: 'Brødskive med brunost' },
  { id: 'c', label: 'Havregrøt' },
  { id: 'd', label: 'Hopper over frokosten' },
];
const POLL_VOTES = { a: 412, b: 287, c: 133, d: 58 } as const;

type Source = 'web' | 'sms' | 'telefon';
const MESSAGES: { minutesAgo: number; source: Source; name: string; phone?: string; body: string; status: string }[] = [
  { minutesAgo: 3, source: 'sms', name: '+47 ••••• 214', phone: '+4791234214', body: 'God morgen fra brøytebilen på E6 ved Storsteinnes! Glatt, men vi tar det pent.', status: 'ny' },
  { minutesAgo: 6, source: 'web', name: 'Marit i Harstad', body: 'Kan dere hilse til Jonas som har bursdag i dag? Han fyller 40 og tror ingen husker det 😄', status: 'stjernemerket' },
  { minutesAgo: 9, source: 'web', name: 'Kjell', phone: '+4790011223', body: 'Dere snakket om sopp i går – jeg fant 3 kilo kantareller i helga. Stedet sier jeg ikke.', status: 'ny' },
  { minutesAgo: 14, source: 'telefon', name: 'Anne (ringte inn)', phone: '+4741122334', body: 'Trafikkmelding: stillestående kø inn mot Tromsøbrua, en bil med motorstopp i høyre felt.', status: 'brukt' },
  { minutesAgo: 22, source: 'sms', name: '+47 ••••• 877', phone: '+4793344877', body: 'Beste morgenradioen i landet. Punktum.', status: 'lest' },
  { minutesAgo: 31, source: 'web', name: 'Hanne', body: 'Hvorfor spilte dere ikke nyhetene kl 07:30? Jeg hørte bare musikk.', status: 'arkivert' },
];

const REQUESTS: { minutesAgo: number; name: string; artist: string; title: string; greeting?: string; source: 'web' | 'sms'; status: 'ny' | 'spilt' }[] = [
  { minutesAgo: 4, name: 'Tone', artist: 'Kari Bremnes', title: 'Like før jul', greeting: 'Til pappa som står opp klokka fem hver dag', source: 'web', status: 'ny' },
  { minutesAgo: 12, name: '+47 ••••• 551', artist: 'a-ha', title: 'Take On Me', source: 'sms', status: 'ny' },
  { minutesAgo: 19, name: 'Robin', artist: 'Halvdan Sivertsen', title: 'Kjærlighetsvisa', greeting: 'Til kjæresten min i Bodø', source: 'web', status: 'spilt' },
  { minutesAgo: 27, name: 'Siv', artist: 'Åge Aleksandersen', title: 'Levva livet', source: 'web', status: 'spilt' },
];

export const seedDemoListeners: DemoSeeder = async (db: Db, now: Date, log) => {
  const [existing] = await db.select({ id: listenerPolls.id }).from(listenerPolls).where(eq(listenerPolls.question, POLL_QUESTION)).limit(1);
  if (existing) {
    log('Lytterne fra demoen finnes fra før.');
    return;
  }
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const [show] = await db
    .select({ id: scheduledShows.id })
    .from(scheduledShows)
    .where(lte(scheduledShows.scheduledStart, now))
    .orderBy(desc(scheduledShows.scheduledStart))
    .limit(1);
  const showId = show?.id ?? null;

  await db.transaction(async (tx) => {
    for (const m of MESSAGES) {
      await tx.insert(listenerMessages).values({
        source: m.source,
        status: m.status,
        senderName: m.name,
        body: m.body,
        phone: m.phone ?? null,
        showId,
        createdAt: at(m.minutesAgo),
        readOnAirAt: m.status === 'brukt' ? at(m.minutesAgo - 2) : null,
      });
    }
    for (const r of REQUESTS) {
      const body = `Ønsker ${r.artist} – ${r.title}${r.greeting ? `: «${r.greeting}»` : ''}`;
      const [message] = await tx
        .insert(listenerMessages)
        .values({ source: 'request', status: r.status === 'spilt' ? 'brukt' : 'ny', senderName: r.name, body, showId, createdAt: at(r.minutesAgo) })
        .returning({ id: listenerMessages.id });
      await tx.insert(musicRequests).values({
        messageId: message?.id ?? null,
        senderName: r.name,
        artist: r.artist,
        title: r.title,
        trackKey: trackKey(r.artist, r.title),
        greeting: r.greeting ?? null,
        source: r.source,
        stationDay: zonedDateKey(now),
        status: r.status,
        createdAt: at(r.minutesAgo),
        statusChangedAt: r.status === 'spilt' ? at(r.minutesAgo - 5) : null,
      });
    }
    const [poll] = await tx
      .insert(listenerPolls)
      .values({ question: POLL_QUESTION, options: POLL_OPTIONS, status: 'lukket', createdAt: at(60), openedAt: at(55), closedAt: at(40) })
      .returning({ id: listenerPolls.id });
    if (poll) {
      const votes = Object.entries(POLL_VOTES).flatMap(([optionId, n]) =>
        Array.from({ length: n }, (_, i) => ({ pollId: poll.id, voter: `device:demo-${optionId}-${i}`, optionId, source: i % 7 === 0 ? 'sms' : 'web', createdAt: at(50) })),
      );
      for (let i = 0; i < votes.length; i += 200) await tx.insert(listenerPollVotes).values(votes.slice(i, i + 200));
    }
    const [episode] = await tx
      .select({ id: podcastEpisodes.id })
      .from(podcastEpisodes)
      .where(and(lte(podcastEpisodes.publishAt, now)))
      .orderBy(desc(podcastEpisodes.publishAt))
      .limit(1);
    if (episode) {
      const comments = [
        { name: 'Lise', body: 'Lo så jeg grein av intervjuet med bonden fra Senja. Mer sånt!', approved: true, reply: 'Tusen takk, Lise! Han kommer tilbake til våren.' },
        { name: 'Geir', body: 'Lyden var litt lav i starten av episoden?', approved: false, reply: null },
      ];
      for (const [i, c] of comments.entries()) {
        const [message] = await tx
          .insert(listenerMessages)
          .values({ source: 'comment', status: 'lest', senderName: c.name, body: c.body, createdAt: at(120 + i * 30) })
          .returning({ id: listenerMessages.id });
        await tx.insert(listenerComments).values({
          episodeId: episode.id,
          messageId: message?.id ?? null,
          senderName: c.name,
          body: c.body,
          moderation: c.approved ? 'godkjent' : 'venter',
          moderatedAt: c.approved ? at(100) : null,
          reply: c.reply,
          repliedAt: c.reply ? at(100) : null,
          createdAt: at(120 + i * 30),
        });
      }
    }
  });
  log(`${MESSAGES.length} lyttermeldinger, ${REQUESTS.length} musikkønsker, en avsluttet avstemning med ${Object.values(POLL_VOTES).reduce((a, b) => a + b, 0)} stemmer og to kommentarer.`);
};
