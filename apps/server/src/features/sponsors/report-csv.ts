import { ENTRY_CHANNEL_LABELS, HANDOVER_LABELS, MENTION_SOURCE_LABELS, type SponsorReport } from '@studioportal/shared';
import { stationStamp } from './views';

/**
 * The sponsor report as a spreadsheet for Norwegian Excel: UTF-8 with a BOM (or æøå come out
 * garbled), ';' between fields (',' is the decimal mark here), every field quoted, one row per
 * mention, competition and winner, times on the station's clock.
 */

const HEADERS = ['Type', 'Tidspunkt', 'Slutt', 'Beskrivelse', 'Kilde', 'Bidrag', 'Gyldige bidrag', 'Premie', 'Vinner', 'Telefon', 'Utlevering'];

/** A cell a spreadsheet would read as a formula gets a leading apostrophe (a phone number is left as it is). */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^\+[\d •]+$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const at = (iso: string | null) => (iso ? stationStamp(new Date(iso)) : '');

export function reportCsv(report: SponsorReport): string {
  const rows: (string | number | null)[][] = [HEADERS];
  for (const m of report.mentions) {
    const detail = [m.detail, m.marked_by?.full_name ? `markert av ${m.marked_by.full_name}` : null].filter(Boolean).join(', ');
    rows.push(['Omtale', at(m.aired_at), '', detail, MENTION_SOURCE_LABELS[m.source], '', '', '', '', '', '']);
  }
  for (const c of report.competitions) {
    const channels = c.channels.map((ch) => ENTRY_CHANNEL_LABELS[ch]).join(', ');
    rows.push(['Konkurranse', at(c.opens_at), at(c.closes_at), c.title, channels, c.entries, c.valid_entries, c.prize, '', '', '']);
    for (const w of c.winners) {
      const handover = w.replaced_at ? `Erstattet ${at(w.replaced_at)}` : HANDOVER_LABELS[w.handover];
      rows.push(['Vinner', at(w.drawn_at), '', c.title, '', '', '', w.prize, w.name, w.phone, handover]);
    }
  }
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** "Joker Nord" → "joker-nord": letters folded to ASCII, anything else a dash (safe inside the quoted header value). */
export function reportFilename(name: string, from: string, to: string): string {
  const slug = name
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Øø]/g, 'o')
    .replace(/[Åå]/g, 'a')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `sponsorrapport-${slug || 'sponsor'}-${from}-${to}.csv`;
}
