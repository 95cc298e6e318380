/** 'YYYY-MM-DD' as Norwegians write it short: '24.12.'. */
export function shortDate(dateKey: string): string {
  const [, month, day] = dateKey.split('-');
  return `${day}.${month}.`;
}

/** A range away for reading: '24.12.–02.01.2027', or one day. */
export function dateRange(from: string, to: string): string {
  const year = to.slice(0, 4);
  return from === to ? `${shortDate(from)}${year}` : `${shortDate(from)}–${shortDate(to)}${year}`;
}
