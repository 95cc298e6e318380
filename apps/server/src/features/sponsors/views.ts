import {
  addDaysToDateKey,
  can,
  formatZonedDate,
  formatZonedTime,
  maskPhone,
  scriptReadTime,
  sponsorScriptWarnings,
  zonedDateKey,
  zonedTimeToInstant,
  type Competition,
  type CompetitionDraw,
  type CompetitionEntry,
  type CompetitionStatus,
  type PersonRef,
  type Profile,
  type PublicCompetition,
  type Sponsor,
  type SponsorMention,
  type SponsorWinner,
} from '@studioportal/shared';
import { personInMap } from '../../db/people';
import type { CompetitionRow, EntryRow } from './competitions.repository';
import type { DrawRow, WinnerRow } from './draws.repository';
import type { MentionRow } from './mentions.repository';
import type { SponsorRow } from './sponsors.repository';

/** How the desk's rows go out: phones whole only to those who may run competitions (never in events). */

export const fullPhonesFor = (profile: Profile) => can(profile.app_role, 'runCompetitions');

export function phoneFor(phone: string | null, full: boolean): string | null {
  if (!phone) return null;
  return full ? phone : maskPhone(phone);
}

/** [from, to) of the station days `fromKey` through `toKey` (Europe/Oslo; midnight always exists there). */
export function stationDays(fromKey: string, toKey: string): { from: Date; to: Date } {
  return { from: zonedTimeToInstant(fromKey, 0)!, to: zonedTimeToInstant(addDaysToDateKey(toKey, 1), 0)! };
}

export function stationToday(now: Date): { from: Date; to: Date } {
  const today = zonedDateKey(now);
  return stationDays(today, today);
}

/** 'dd.MM.yyyy HH:mm:ss' on the station's clock, as the draw's rule text and the CSV show times. */
export function stationStamp(instant: Date): string {
  return `${formatZonedDate(instant)} ${formatZonedTime(instant, undefined, true)}`;
}

export function toSponsor(r: SponsorRow, logoUrl: string | null, wordsPerMinute: number): Sponsor {
  const s = r.row;
  return {
    id: s.id,
    name: s.name,
    logo_media_id: s.logoMediaId,
    logo_url: logoUrl,
    contact_name: s.contactName,
    contact_email: s.contactEmail,
    contact_phone: s.contactPhone,
    mention_script: s.mentionScript,
    read_time_s: scriptReadTime(s.mentionScript, wordsPerMinute).seconds,
    warnings: sponsorScriptWarnings(s.mentionScript),
    mentions_today: r.mentionsToday,
    last_mention_at: r.lastMentionAt?.toISOString() ?? null,
    version: s.version,
  };
}

export function competitionStatus(r: Pick<CompetitionRow, 'row' | 'drawn'>, now: Date): CompetitionStatus {
  if (r.drawn) return 'drawn';
  if (now < r.row.opensAt) return 'planned';
  return now < r.row.closesAt ? 'open' : 'closed';
}

export function toCompetition(r: CompetitionRow, now: Date): Competition {
  const c = r.row;
  const smsPrice = Number(c.smsPriceNok);
  const phonePrice = Number(c.phonePriceNok);
  return {
    id: c.id,
    sponsor_id: c.sponsorId,
    sponsor_name: r.sponsorName,
    title: c.title,
    prize: c.prize,
    rules_text: c.rulesText,
    question: c.question,
    channels: c.channels,
    sms_keyword: c.smsKeyword,
    sms_price_nok: smsPrice,
    phone_price_nok: phonePrice,
    opens_at: c.opensAt.toISOString(),
    closes_at: c.closesAt.toISOString(),
    exclude_days: c.excludeDays,
    status: competitionStatus(r, now),
    entries: r.entries,
    late_entries: r.lateEntries,
    // A stake above the normal price on a channel that is in use makes the draw a lottery (lotteriloven § 1).
    lottery_warning: (c.channels.includes('sms') && smsPrice > 0) || (c.channels.includes('phone') && phonePrice > 0),
    version: c.version,
  };
}

export function toPublicCompetition(r: CompetitionRow): PublicCompetition {
  const c = r.row;
  return {
    id: c.id,
    sponsor_name: r.sponsorName,
    title: c.title,
    prize: c.prize,
    question: c.question,
    rules_text: c.rulesText,
    closes_at: c.closesAt.toISOString(),
    web: c.channels.includes('web'),
    sms_keyword: c.channels.includes('sms') ? c.smsKeyword : null,
  };
}

export function toEntry(e: EntryRow, people: Map<string, PersonRef>, full: boolean): CompetitionEntry {
  return {
    id: e.id,
    competition_id: e.competitionId,
    channel: e.channel,
    name: e.name,
    phone: phoneFor(e.phone, full),
    answer: e.answer,
    received_at: e.receivedAt.toISOString(),
    late: e.late,
    invalid_reason: e.invalidReason,
    entered_by: personInMap(people, e.enteredBy),
  };
}

export function toDraw(d: DrawRow, people: Map<string, PersonRef>): CompetitionDraw {
  return {
    id: d.id,
    competition_id: d.competitionId,
    drawn_at: d.drawnAt.toISOString(),
    drawn_by: personInMap(people, d.drawnBy),
    redraw_of: d.redrawOf,
    reason: d.reason,
    rule_text: d.ruleText,
    entry_window: { from: d.entryFrom.toISOString(), to: d.entryTo.toISOString() },
    exclusion_window: { from: d.exclusionFrom.toISOString(), to: d.exclusionTo.toISOString(), days: d.exclusionDays },
    total_entries: d.totalEntries,
    valid_entries: d.validEntries,
    excluded: d.excluded,
    late: d.late,
    random_source: d.randomSource,
    entries_hash: d.entriesHash,
    winner_index: d.winnerIndex,
    winner_entry_id: d.winnerEntryId,
    winner_name: d.winnerName,
  };
}

export function toWinner(w: WinnerRow, full: boolean): SponsorWinner {
  const r = w.row;
  return {
    id: r.id,
    competition_id: r.competitionId,
    competition_title: w.competitionTitle,
    sponsor_name: w.sponsorName,
    draw_id: r.drawId,
    name: r.name,
    phone: phoneFor(r.phone, full),
    prize: r.prize,
    drawn_at: r.drawnAt.toISOString(),
    handover: r.handover,
    handover_note: r.handoverNote,
    replaced_at: r.replacedAt?.toISOString() ?? null,
  };
}

export function toMention(m: MentionRow): SponsorMention {
  return {
    id: m.row.id,
    sponsor_id: m.row.sponsorId,
    aired_at: m.row.airedAt.toISOString(),
    source: m.row.source,
    detail: m.row.detail,
    marked_by: m.markedBy,
  };
}
