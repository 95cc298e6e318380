import type { ClockTemplateInput } from '@studioportal/shared';

/** Seconds of `minutes:seconds`. */
export const m = (minutes: number, seconds = 0) => minutes * 60 + seconds;

/**
 * The hour the running-clock checks use (server tests, browser tests, and the same as the shared
 * unit test): news at :00 and :30 as hard starts, weather, traffic, music, ads and talk between.
 */
export const KNOWN_HOUR: ClockTemplateInput['elements'] = [
  { type: 'news', title: 'Nyheter', start_offset_s: 0, duration_s: m(3), hard_start: true },
  { type: 'weather', title: 'Vær', start_offset_s: m(3), duration_s: m(1), hard_start: false },
  { type: 'traffic', title: 'Trafikk', start_offset_s: m(4), duration_s: m(1), hard_start: false },
  { type: 'music', title: 'Musikk', start_offset_s: m(5), duration_s: m(10), hard_start: false },
  { type: 'ad', title: 'Reklame', start_offset_s: m(15), duration_s: m(3), hard_start: false },
  { type: 'talk', title: 'Prat', start_offset_s: m(18), duration_s: m(12), hard_start: false },
  { type: 'news', title: 'Nyheter halv', start_offset_s: m(30), duration_s: m(3), hard_start: true },
  { type: 'music', title: 'Musikk 2', start_offset_s: m(33), duration_s: m(27), hard_start: false },
];
