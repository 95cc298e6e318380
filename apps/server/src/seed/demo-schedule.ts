import { addDaysToDateKey, weekdayOfDateKey, zonedDateKey, zonedTimeToInstant } from '@studioportal/shared';
import { SHOW_TITLE, WEEKDAYS } from './demo-clocks';
import type { DemoPersonKey } from './demo-people';

/**
 * The demo station's whole schedule: which show runs when, and who hosts and produces it. The
 * morning show (06–10 Monday to Friday) comes from demo-clocks.ts; the rest of the day is covered
 * by the shows below, so a clock runs at any hour. A show is recognised by its title and start
 * (the natural key every demo seeder uses).
 */

export interface DemoShowSlot {
  title: string;
  description: string;
  color: string;
  startHour: number;
  /** 24 is midnight at the end of the day. */
  endHour: number;
  weekdays: readonly number[];
  hosts: DemoPersonKey[];
  producer: DemoPersonKey;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKEND = [6, 0] as const;

export const MORNING_SHOW: DemoShowSlot = {
  title: SHOW_TITLE,
  /** Created by demo-clocks.ts, with its own description. */
  description: '',
  color: '#3b82f6',
  startHour: 6,
  endHour: 10,
  weekdays: WEEKDAYS,
  hosts: ['ingrid', 'emil'],
  producer: 'sara',
};

/** The shows outside the morning show (created by demo-day-clocks.ts). */
export const DAY_SHOWS: DemoShowSlot[] = [
  {
    title: 'Nattradio',
    description: 'Musikk gjennom natta, nyheter hver hel time og en stemme innimellom for dem som er våkne.',
    color: '#475569',
    startHour: 0,
    endHour: 6,
    weekdays: EVERY_DAY,
    hosts: ['thomas'],
    producer: 'lars',
  },
  {
    title: 'Helgefrokost',
    description: 'Rolig helgemorgen med god musikk, været for turen og tips om hva som skjer i helga.',
    color: '#f59e0b',
    startHour: 6,
    endHour: 10,
    weekdays: WEEKEND,
    hosts: ['amira'],
    producer: 'sara',
  },
  {
    title: 'Formiddagen',
    description: 'Musikk og prat for jobb og kjøkkenbenk: dagens tips, lytternes hilsener og nyheter hver halvtime.',
    color: '#10b981',
    startHour: 10,
    endHour: 14,
    weekdays: EVERY_DAY,
    hosts: ['amira'],
    producer: 'sara',
  },
  {
    title: 'Ettermiddagen',
    description: 'Trafikken hjem, ettermiddagsquiz og lytternes ønskelåter fram til middag.',
    color: '#ec4899',
    startHour: 14,
    endHour: 18,
    weekdays: EVERY_DAY,
    hosts: ['lars', 'amira'],
    producer: 'sara',
  },
  {
    title: 'Kveldsradio',
    description: 'Rolig kveldsselskap med musikk, kveldsprat og lytternes historier.',
    color: '#6366f1',
    startHour: 18,
    endHour: 24,
    weekdays: EVERY_DAY,
    hosts: ['lars'],
    producer: 'thomas',
  },
];

export interface DemoShowTime {
  slot: DemoShowSlot;
  date: string;
  /** Days from today (0 = today). */
  offset: number;
  start: Date;
  end: Date;
}

/** Every demo show of the coming week (today and the six days after), in time order. */
export function demoWeek(now: Date, slots: readonly DemoShowSlot[] = [MORNING_SHOW, ...DAY_SHOWS]): DemoShowTime[] {
  const today = zonedDateKey(now);
  const shows: DemoShowTime[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const date = addDaysToDateKey(today, offset);
    const weekday = weekdayOfDateKey(date);
    for (const slot of slots) {
      if (!slot.weekdays.includes(weekday)) continue;
      const start = zonedTimeToInstant(date, slot.startHour)!;
      const end = slot.endHour === 24 ? zonedTimeToInstant(addDaysToDateKey(date, 1), 0)! : zonedTimeToInstant(date, slot.endHour)!;
      shows.push({ slot, date, offset, start, end });
    }
  }
  return shows.sort((a, b) => a.start.getTime() - b.start.getTime());
}
