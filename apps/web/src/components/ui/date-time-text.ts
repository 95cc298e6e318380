import { isValidDateKey } from '@studioportal/shared';

/**
 * Norwegian date and time as typed (PRODUCT.md: dates dd.MM.yyyy, 24-hour time), whatever the
 * browser's language: the browser's own date and time inputs follow its locale (mm/dd/yyyy and
 * AM/PM in an English browser, issue 19), so the app reads and writes the text itself. Values
 * are the ones the rest of the app uses: 'YYYY-MM-DD' date keys and 'HH:MM' or 'HH:MM:SS' times.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → 'dd.mm.åååå' text ('' for '' or anything that is not a date key). */
export function formatDateKey(dateKey: string): string {
  if (!isValidDateKey(dateKey)) return '';
  const [y, m, d] = dateKey.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * Typed text → 'YYYY-MM-DD', or null when it is not a whole, real date. Accepts '6.1.2025',
 * '06.01.2025', '06/01/2025', '06-01-2025', '6 1 2025', '06012025' and two-digit years ('6.1.25'
 * is 2025): the day always comes first, as in Norway, unless a four-digit year does ('2025-01-06').
 */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  // The ISO order (a pasted '2025-01-06', or a test filling a value) is unambiguous: year first.
  const iso = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})$/.exec(trimmed);
  if (iso) {
    const key = `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`;
    return isValidDateKey(key) ? key : null;
  }
  const separated = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{2}|\d{4})$/.exec(trimmed);
  const packed = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const match = separated ?? packed;
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  let year = Number(match[3]);
  if (match[3]!.length === 2) year += 2000;
  const key = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  return isValidDateKey(key) ? key : null;
}

/**
 * The mask while typing: digits get their dots as they come ('0601' → '06.01', '06012025' →
 * '06.01.2025'); only when the text grew, so deleting a dot is never undone under the cursor.
 */
export function maskDateText(next: string, previous: string): string {
  const cleaned = next.replace(/[^\d./\-\s]/g, '').replace(/[/\-\s]/g, '.');
  if (next.length <= previous.length) return cleaned.slice(0, 10);
  const parts = cleaned.split('.');
  // Typing straight through: put the dots in after the day and the month.
  if (parts.length === 1) {
    const digits = parts[0]!.slice(0, 8);
    if (digits.length > 4) return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
    if (digits.length > 2) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
    return digits.length === 2 ? `${digits}.` : digits;
  }
  if (parts.length === 2 && parts[1]!.length === 2 && /^\d{2}$/.test(parts[1]!)) return `${cleaned}.`;
  if (parts.length === 2 && parts[1]!.length > 2) return `${parts[0]}.${parts[1]!.slice(0, 2)}.${parts[1]!.slice(2)}`.slice(0, 10);
  return cleaned.slice(0, 10);
}

/**
 * Typed text → 'HH:MM' (or 'HH:MM:SS' with seconds), or null. Accepts '7:30', '07.30', '730',
 * '0730', '7' (07:00) and, with seconds, '07:30:05' or '073005' (seconds may be left out: :00).
 */
export function parseTimeText(text: string, withSeconds = false): string | null {
  const trimmed = text.trim();
  let parts: [string, string, string | undefined] | null = null;
  if (/^\d{1,6}$/.test(trimmed)) {
    // Digits only: the hour takes what the minutes (and seconds) leave.
    const n = trimmed.length;
    if (n <= 2) parts = [trimmed, '00', undefined];
    else if (n <= 4) parts = [trimmed.slice(0, n - 2), trimmed.slice(n - 2), undefined];
    else parts = [trimmed.slice(0, n - 4), trimmed.slice(n - 4, n - 2), trimmed.slice(n - 2)];
  } else {
    const match = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(trimmed);
    if (match) parts = [match[1]!, match[2]!, match[3]];
  }
  if (!parts) return null;
  const [h, m, s] = [Number(parts[0]), Number(parts[1]), Number(parts[2] ?? 0)];
  if (h > 23 || m > 59 || s > 59) return null;
  if (!withSeconds && parts[2] !== undefined) return null;
  return withSeconds ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(h)}:${pad(m)}`;
}

/** The time mask: digits get their colons as they come ('0730' → '07:30'), only when the text grew. */
export function maskTimeText(next: string, previous: string, withSeconds = false): string {
  const max = withSeconds ? 8 : 5;
  const cleaned = next.replace(/[^\d:.]/g, '').replace(/\./g, ':');
  // A whole time typed or pasted as digits over another one ('1845' over '07:30').
  if (next.length <= previous.length && !cleaned.includes(':') && cleaned.length >= 3) return maskTimeText(cleaned, '', withSeconds);
  if (next.length <= previous.length || cleaned.includes(':')) {
    if (next.length > previous.length && /^\d{2}:\d{2}$/.test(cleaned) && withSeconds) return `${cleaned}:`;
    if (next.length > previous.length && /^\d{2}$/.test(cleaned)) return `${cleaned}:`;
    return cleaned.slice(0, max);
  }
  const digits = cleaned.slice(0, withSeconds ? 6 : 4);
  if (digits.length > 4) return `${digits.slice(0, 2)}:${digits.slice(2, 4)}:${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}:${digits.slice(2)}`;
  return digits.length === 2 ? `${digits}:` : digits;
}

// ─── The calendar ────────────────────────────────────────────────────────────

export const MONTH_NAMES = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'] as const;
/** Monday first (PRODUCT.md: the week starts on Monday). */
export const WEEKDAY_SHORT = ['ma', 'ti', 'on', 'to', 'fr', 'lø', 'sø'] as const;
export const WEEKDAY_LONG = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'] as const;

export interface CalendarDay {
  dateKey: string;
  day: number;
  inMonth: boolean;
}

/** The weeks (Monday to Sunday) that show a month, with the neighbouring months' days filled in. */
export function monthGrid(year: number, month: number): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (first.getUTCDay() + 6) % 7; // days since Monday
  const start = Date.UTC(year, month - 1, 1 - offset);
  const weeks: CalendarDay[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: CalendarDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(start + (w * 7 + d) * 86_400_000);
      week.push({
        dateKey: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === month - 1,
      });
    }
    // A sixth week wholly in the next month adds nothing.
    if (w >= 4 && !week.some((day) => day.inMonth)) break;
    weeks.push(week);
  }
  return weeks;
}

/** 'mandag 6. januar 2025': a day's full name for screen readers. */
export function spokenDate(dateKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAY_LONG[weekday]} ${d}. ${MONTH_NAMES[m - 1]} ${y}`;
}

export function withinRange(dateKey: string, min?: string, max?: string): boolean {
  return (!min || dateKey >= min) && (!max || dateKey <= max);
}
