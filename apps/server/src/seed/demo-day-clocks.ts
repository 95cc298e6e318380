import { clockIssues, weekdayOfDateKey, type ClockElementType } from '@studioportal/shared';
import type { Db } from '../db/client';
import { findByTitleAndStart, insertShow, replaceClocks } from '../features/shows/shows.repository';
import type { DemoSeeder } from './demo';
import { demoElements, type Line } from './demo-clocks';
import { DAY_SHOWS, demoWeek } from './demo-schedule';
import { placeDemoTemplate, type SlotTally } from './demo-template-slot';

/**
 * The rest of the day around the morning show: hour clocks for every hour of every weekday that
 * the 06–10 weekday templates do not cover (night, weekend breakfast, late morning, afternoon,
 * evening), and those shows on every day of the coming week. Whenever someone tries the demo, a
 * clock with elements runs for the hour they are in.
 */

/** The hour's own feature segment, where the dayparts differ from hour to hour. */
type Feature = [type: ClockElementType, title: string];

interface Daypart {
  show: string;
  color: string;
  weekdays: readonly number[];
  hours: readonly number[];
  lines: (feature: Feature) => Line[];
  features: Record<number, Feature>;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const DAYPARTS: Daypart[] = [
  {
    show: 'Nattradio',
    color: '#475569',
    weekdays: EVERY_DAY,
    hours: range(0, 6),
    features: Object.fromEntries(range(0, 6).map((h) => [h, ['talk', h < 3 ? 'Nattprat' : 'Hilsener til morgenfuglene'] as Feature])),
    lines: ([type, title]) => [
      ['news', 'Nyheter', 2, 0, 'fast', 'Nattnyheter fra nyhetsbyrået, lest inn på forhånd.'],
      ['station_id', 'Stasjons-ID', 0, 30],
      ['music', 'Nattmusikk', 25],
      [type, title, 3],
      ['music', 'Nattmusikk', 25],
      ['promo', 'Promo: Morgenshowet fra kl. 06', 0, 30],
      ['music', 'Musikk ut timen', 3, 45],
      ['jingle', 'Jingle', 0, 15],
    ],
  },
  {
    show: 'Helgefrokost',
    color: '#f59e0b',
    weekdays: [6, 0],
    hours: range(6, 10),
    features: {
      6: ['talk', 'God helgemorgen'],
      7: ['talk', 'Hva skjer i helga?'],
      8: ['interview', 'Helgegjesten'],
      9: ['competition', 'Helgequizen – ring inn!'],
    },
    lines: ([type, title]) => [
      ['news', 'Nyheter', 3, 0, 'fast'],
      ['weather', 'Været for helga', 1, 30],
      ['jingle', 'Helgefrokost-jingle', 0, 15],
      [type, title, 5],
      ['music', 'Musikkblokk 1', 12],
      ['ad', 'Reklamepause', 2, 30],
      ['music', 'Musikkblokk 2', 5, 45],
      ['news', 'Nyhetsoppdatering', 2, 0, 'fast'],
      ['talk', 'Turtips', 4, 0, undefined, 'Føre, vær og en tur som passer for hele familien.'],
      ['music', 'Musikkblokk 3', 14],
      ['ad', 'Reklamepause', 2, 30],
      ['station_id', 'Stasjons-ID', 0, 30],
      ['music', 'Musikk ut timen', 7],
    ],
  },
  {
    show: 'Formiddagen',
    color: '#10b981',
    weekdays: EVERY_DAY,
    hours: range(10, 14),
    features: {
      10: ['talk', 'Dagens tips'],
      11: ['interview', 'Formiddagsgjesten på telefon'],
      12: ['talk', 'Lunsjprat'],
      13: ['talk', 'Kulturkalenderen'],
    },
    lines: ([type, title]) => [
      ['news', 'Nyheter', 3, 0, 'fast'],
      ['weather', 'Været', 1],
      ['traffic', 'Trafikk', 1],
      ['jingle', 'Formiddagen-jingle', 0, 15],
      [type, title, 5],
      ['music', 'Musikkblokk 1', 12],
      ['ad', 'Reklamepause', 3],
      ['music', 'Musikkblokk 2', 4, 45],
      ['news', 'Nyhetsoppdatering', 2, 0, 'fast'],
      ['talk', 'Lytternes hilsener', 4, 0, undefined, 'Les hilsener fra SMS og nettsiden. Husk navn og sted.'],
      ['music', 'Musikkblokk 3', 14],
      ['ad', 'Reklamepause', 3],
      ['station_id', 'Stasjons-ID', 0, 30],
      ['music', 'Musikk ut timen', 6, 30],
    ],
  },
  {
    show: 'Ettermiddagen',
    color: '#ec4899',
    weekdays: EVERY_DAY,
    hours: range(14, 18),
    features: {
      14: ['talk', 'Dagens snakkis'],
      15: ['competition', 'Ettermiddagsquiz'],
      16: ['talk', 'Lytternes ønskelåter'],
      17: ['talk', 'Kveldens tips'],
    },
    lines: ([type, title]) => [
      ['news', 'Nyheter', 3, 0, 'fast'],
      ['traffic', 'Trafikken hjem', 1, 30, undefined, 'Kø, stengte veier og kollektivtrafikk. Lytternes tips på SMS.'],
      ['weather', 'Været', 1],
      ['jingle', 'Ettermiddagen-jingle', 0, 15],
      [type, title, 5],
      ['music', 'Musikkblokk 1', 11],
      ['ad', 'Reklamepause', 3],
      ['music', 'Musikkblokk 2', 5, 15],
      ['news', 'Nyhetsoppdatering', 2, 0, 'fast'],
      ['traffic', 'Trafikk', 1],
      ['talk', 'Ettermiddagsprat', 4],
      ['music', 'Musikkblokk 3', 13],
      ['ad', 'Reklamepause', 3],
      ['promo', 'Promo: Kveldsradio', 0, 30],
      ['music', 'Musikk ut timen', 6, 30],
    ],
  },
  {
    show: 'Kveldsradio',
    color: '#6366f1',
    weekdays: EVERY_DAY,
    hours: range(18, 24),
    features: {
      18: ['talk', 'Kveldens tema'],
      19: ['talk', 'Lytternes historier'],
      20: ['interview', 'Kveldsgjesten'],
      21: ['talk', 'Platehylla'],
      22: ['talk', 'Kveldsprat'],
      23: ['talk', 'God natt-hilsener'],
    },
    lines: ([type, title]) => [
      ['news', 'Nyheter', 3, 0, 'fast'],
      ['weather', 'Været i kveld', 1],
      ['jingle', 'Jingle', 0, 15],
      [type, title, 6],
      ['music', 'Musikkblokk 1', 15],
      ['ad', 'Reklamepause', 2],
      ['music', 'Musikkblokk 2', 16, 45],
      ['station_id', 'Stasjons-ID', 0, 30],
      ['music', 'Musikkblokk 3', 15],
      ['jingle', 'Kveldsradio-jingle', 0, 30],
    ],
  },
];

const pad = (n: number) => String(n).padStart(2, '0');

export const seedDemoDayClocks: DemoSeeder = async (db: Db, now: Date, log) => {
  const tally: SlotTally = { created: 0, kept: 0, skipped: 0 };
  const templateIds = new Map<string, string>();

  await db.transaction(async (tx) => {
    for (const part of DAYPARTS) {
      for (const hour of part.hours) {
        const name = `${part.show} ${pad(hour)}`;
        const elements = demoElements(part.lines(part.features[hour]!));
        const issues = clockIssues(elements);
        if (issues.length) throw new Error(`demo clock ${name} breaks the rules: ${issues[0]!.message}`);
        for (const weekday of part.weekdays) {
          const id = await placeDemoTemplate(tx, { name, weekday, hour, color: part.color, elements }, tally);
          if (id) templateIds.set(`${weekday}:${hour}`, id);
        }
      }
    }
  });
  log(`Sendeklokker resten av døgnet: ${tally.created} nye, ${tally.kept} fantes fra før, ${tally.skipped} hoppet over (timen har allerede en aktiv klokke).`);

  let shows = 0;
  await db.transaction(async (tx) => {
    for (const { slot, date, start, end } of demoWeek(now, DAY_SHOWS)) {
      if (await findByTitleAndStart(tx, slot.title, start)) continue;
      const id = await insertShow(
        tx,
        {
          title: slot.title,
          description: slot.description,
          scheduled_start: start.toISOString(),
          scheduled_end: end.toISOString(),
          status: 'planned',
          color: slot.color,
          producer_id: null,
        },
        null,
      );
      const weekday = weekdayOfDateKey(date);
      const clocks = range(slot.startHour, slot.endHour)
        .map((hour) => templateIds.get(`${weekday}:${hour}`))
        .filter((v): v is string => !!v);
      await replaceClocks(tx, id, clocks);
      shows += 1;
    }
  });
  log(`Sendinger resten av døgnet: ${shows} nye den kommende uka.`);
};
