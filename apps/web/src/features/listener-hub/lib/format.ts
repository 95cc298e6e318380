import { formatRecentTime } from '@/lib/datetime';

const NUMBER = new Intl.NumberFormat('nb-NO');

/** '1 stemme', '12 stemmer', '1 234 stemmer'. */
export function votesText(votes: number): string {
  return `${NUMBER.format(votes)} ${votes === 1 ? 'stemme' : 'stemmer'}`;
}

/** '60 %' (Norwegian sets a space before the sign; a no-break one keeps them together). */
export function percentText(percent: number): string {
  return `${percent}\u00a0%`;
}

/** What a screen reader says for one bar: 'Ja: 12 stemmer (60 %)'. */
export function barText(label: string, votes: number, percent: number): string {
  return `${label}: ${votesText(votes)} (${percentText(percent)})`;
}

/** 'Totalt 20 stemmer', or 'Ingen stemmer ennå'. */
export function totalText(total: number): string {
  return total === 0 ? 'Ingen stemmer ennå' : `Totalt ${votesText(total)}`;
}

/** 'kl. 07:42' today, '12.03.2025 kl. 07:42' another day (station time). */
export function whenText(iso: string, timeZone: string, now: Date = new Date()): string {
  return formatRecentTime(iso, timeZone, now, { kl: true });
}
