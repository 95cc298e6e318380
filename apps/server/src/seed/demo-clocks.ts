import {
  addDaysToDateKey,
  clockIssues,
  weekdayOfDateKey,
  zonedDateKey,
  zonedTimeToInstant,
  type ClockElementData,
  type ClockElementType,
} from '@studioportal/shared';
import type { Db } from '../db/client';
import { findByTitleAndStart, insertShow, replaceClocks } from '../features/shows/shows.repository';
import type { DemoSeeder } from './demo';
import { placeDemoTemplate, type SlotTally } from './demo-template-slot';

/**
 * A weekday morning show as a Norwegian local station runs it: four hour clocks 06–10 Monday to
 * Friday (news at :00 and :30 as hard starts, weather, traffic, music blocks, ad breaks, talk, a
 * guest interview, a call-in competition), and the show itself on every weekday of the coming week.
 */

export type Line = [type: ClockElementType, title: string, minutes: number, seconds?: number, hard?: 'fast', notes?: string];

const HOURS: Record<number, { name: string; color: string; lines: Line[] }> = {
  6: {
    name: 'Morgenshowet 06 – Oppvåkning',
    color: '#f97316',
    lines: [
      ['news', 'Nyheter', 3, 0, 'fast', 'Hovedsendingen fra nyhetsdesken. Les opp dagens tre viktigste saker.'],
      ['weather', 'Været i dag', 1],
      ['traffic', 'Trafikken akkurat nå', 1],
      ['jingle', 'Morgenshowet-jingle', 0, 15],
      ['talk', 'God morgen – dagens tema', 4, 45, undefined, 'Presenter dagens tema og still morgenens spørsmål til lytterne.'],
      ['music', 'Musikkblokk 1', 12],
      ['ad', 'Reklamepause', 3],
      ['promo', 'Promo: I kveld på kanalen', 0, 30],
      ['music', 'Musikkblokk 2', 4, 30],
      ['news', 'Nyhetsoppdatering', 2, 0, 'fast'],
      ['traffic', 'Trafikk', 1],
      ['talk', 'Dagens snakkis', 7],
      ['music', 'Musikkblokk 3', 11],
      ['ad', 'Reklamepause', 3],
      ['station_id', 'Stasjons-ID', 0, 30],
      ['music', 'Musikkblokk 4', 5, 30],
    ],
  },
  7: {
    name: 'Morgenshowet 07 – Rushtid',
    color: '#ef4444',
    lines: [
      ['news', 'Nyheter', 4, 0, 'fast', 'Utvidet nyhetssending med sport.'],
      ['weather', 'Været', 1],
      ['traffic', 'Rushtrafikken', 1, 30, undefined, 'Sjekk Vegvesenets meldinger og lytternes tips på SMS.'],
      ['jingle', 'Jingle', 0, 15],
      ['talk', 'Lytterne ringer inn', 8, 15, undefined, 'Ta to–tre samtaler om morgenens spørsmål.'],
      ['music', 'Musikkblokk 1', 10],
      ['ad', 'Reklamepause', 3],
      ['music', 'Musikkblokk 2', 2],
      ['news', 'Nyhetsoppdatering', 2, 0, 'fast'],
      ['traffic', 'Trafikk', 1],
      ['weather', 'Været', 0, 45],
      ['talk', 'Kjendisnytt', 5, 15],
      ['music', 'Musikkblokk 3', 12],
      ['ad', 'Reklamepause', 3],
      ['promo', 'Promo: Konkurransen kl. 08', 0, 30],
      ['music', 'Musikkblokk 4', 5, 30],
    ],
  },
  8: {
    name: 'Morgenshowet 08 – Gjest i studio',
    color: '#8b5cf6',
    lines: [
      ['news', 'Nyheter', 3, 0, 'fast'],
      ['weather', 'Været', 1],
      ['traffic', 'Trafikk', 1],
      ['jingle', 'Jingle', 0, 15],
      ['competition', 'Dagens konkurranse – ring inn!', 6, 45, undefined, 'Les spørsmålet to ganger. Vinneren får to kinobilletter.'],
      ['music', 'Musikkblokk 1', 8],
      ['ad', 'Reklamepause', 3],
      ['station_id', 'Stasjons-ID', 0, 30],
      ['music', 'Musikkblokk 2', 6, 30],
      ['news', 'Nyhetsoppdatering', 2, 0, 'fast'],
      ['interview', 'Morgengjesten', 12, 0, undefined, 'Gjesten møter i resepsjonen 08:20. Tre spørsmål forberedt i manus.'],
      ['music', 'Musikkblokk 3', 8],
      ['ad', 'Reklamepause', 3],
      ['music', 'Musikkblokk 4', 5],
    ],
  },
  9: {
    name: 'Morgenshowet 09 – Ut av rushet',
    color: '#22c55e',
    lines: [
      ['news', 'Nyheter', 3, 0, 'fast'],
      ['weather', 'Været', 1],
      ['traffic', 'Trafikk', 1],
      ['talk', 'Vinneren av dagens konkurranse', 3],
      ['music', 'Musikkblokk 1', 14],
      ['ad', 'Reklamepause', 3],
      ['promo', 'Promo: Podkasten', 0, 30],
      ['music', 'Musikkblokk 2', 4, 30],
      ['news', 'Nyhetsoppdatering', 2, 0, 'fast'],
      ['talk', 'Ukens låt – lytterne stemmer', 6],
      ['music', 'Musikkblokk 3', 12],
      ['ad', 'Reklamepause', 3],
      ['talk', 'Takk for i dag', 3],
      ['jingle', 'Avslutningsjingle', 0, 30],
      ['station_id', 'Stasjons-ID', 0, 30],
      ['music', 'Musikk ut timen', 3],
    ],
  },
};

export const WEEKDAYS = [1, 2, 3, 4, 5];
export const SHOW_TITLE = 'Morgenshowet';
const SHOW_DESCRIPTION = 'Direkte fra studio 1: nyheter, vær og trafikk, gjester, konkurranse og musikk for en god start på dagen.';

/** Lines laid out one after the other from the top of the hour. */
export function demoElements(lines: readonly Line[]): ClockElementData[] {
  let cursor = 0;
  return lines.map(([type, title, minutes, seconds = 0, hard, notes = '']) => {
    const duration = minutes * 60 + seconds;
    const element: ClockElementData = {
      type,
      title,
      start_offset_s: cursor,
      duration_s: duration,
      hard_start: hard === 'fast',
      notes,
      responsible_id: null,
      media_id: null,
    };
    cursor += duration;
    return element;
  });
}

// `satisfies`, not a type annotation: callers (and clocks.test.ts) need not pass the DemoEnv it does not use.
export const seedDemoClocks = (async (db: Db, now: Date, log: (line: string) => void) => {
  const tally: SlotTally = { created: 0, kept: 0, skipped: 0 };
  const templateIds = new Map<string, string>();

  await db.transaction(async (tx) => {
    for (const weekday of WEEKDAYS) {
      for (const [hourText, clock] of Object.entries(HOURS)) {
        const hour = Number(hourText);
        const elements = demoElements(clock.lines);
        const issues = clockIssues(elements);
        if (issues.length) throw new Error(`demo clock ${clock.name} breaks the rules: ${issues[0]!.message}`);

        const id = await placeDemoTemplate(tx, { name: clock.name, weekday, hour, color: clock.color, elements }, tally);
        if (id) templateIds.set(`${weekday}:${hour}`, id);
      }
    }
  });
  log(`Sendeklokker: ${tally.created} nye, ${tally.kept} fantes fra før, ${tally.skipped} hoppet over (timen har allerede en aktiv klokke).`);

  let shows = 0;
  await db.transaction(async (tx) => {
    const today = zonedDateKey(now);
    for (let offset = 0; offset < 7; offset++) {
      const date = addDaysToDateKey(today, offset);
      const weekday = weekdayOfDateKey(date);
      if (!WEEKDAYS.includes(weekday)) continue;
      const start = zonedTimeToInstant(date, 6)!;
      const end = zonedTimeToInstant(date, 10)!;
      if (await findByTitleAndStart(tx, SHOW_TITLE, start)) continue;
      const id = await insertShow(
        tx,
        {
          title: SHOW_TITLE,
          description: SHOW_DESCRIPTION,
          scheduled_start: start.toISOString(),
          scheduled_end: end.toISOString(),
          status: 'planned',
          color: '#3b82f6',
          producer_id: null,
        },
        null,
      );
      const clocks = [6, 7, 8, 9].map((hour) => templateIds.get(`${weekday}:${hour}`)).filter((v): v is string => !!v);
      await replaceClocks(tx, id, clocks);
      shows += 1;
    }
  });
  log(`Sendinger: ${shows} nye den kommende uka.`);
}) satisfies DemoSeeder;
