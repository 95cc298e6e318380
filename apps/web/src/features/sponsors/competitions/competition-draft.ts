import {
  ENTRY_CHANNELS,
  fromStationInputValue,
  normaliseCompetitionKeyword,
  SPONSOR_LIMITS,
  toStationInputValue,
  type Competition,
  type CompetitionInput,
  type EntryChannel,
} from '@studioportal/shared';

/**
 * What the competition form edits, as typed: the entry window as the station's wall clock
 * (datetime-local text, 'YYYY-MM-DDTHH:mm'), prices and days as text until saved. The body sent
 * is made here, so the form and its test agree on it.
 */
export interface CompetitionDraft {
  sponsor_id: string;
  title: string;
  prize: string;
  rules_text: string;
  question: string;
  channels: EntryChannel[];
  sms_keyword: string;
  sms_price_nok: string;
  phone_price_nok: string;
  opens_at: string;
  closes_at: string;
  exclude_days: string;
}

export type CompetitionField = keyof Omit<CompetitionDraft, 'sponsor_id'> | 'sponsor_id';

/** A new competition opens now (to the minute) and stays open for three hours, all three ways in. */
export function newCompetitionDraft(sponsorId: string, now: Date, timeZone?: string): CompetitionDraft {
  const opens = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    sponsor_id: sponsorId,
    title: '',
    prize: '',
    rules_text: '',
    question: '',
    channels: [...ENTRY_CHANNELS],
    sms_keyword: '',
    sms_price_nok: '0',
    phone_price_nok: '0',
    opens_at: toStationInputValue(opens, timeZone),
    closes_at: toStationInputValue(new Date(opens.getTime() + 3 * 3_600_000), timeZone),
    exclude_days: String(SPONSOR_LIMITS.excludeDaysDefault),
  };
}

export function draftFromCompetition(c: Competition, timeZone?: string): CompetitionDraft {
  return {
    sponsor_id: c.sponsor_id,
    title: c.title,
    prize: c.prize,
    rules_text: c.rules_text,
    question: c.question ?? '',
    channels: [...c.channels],
    sms_keyword: c.sms_keyword ?? '',
    sms_price_nok: String(c.sms_price_nok),
    phone_price_nok: String(c.phone_price_nok),
    opens_at: toStationInputValue(new Date(c.opens_at), timeZone),
    closes_at: toStationInputValue(new Date(c.closes_at), timeZone),
    exclude_days: String(c.exclude_days),
  };
}

/** '12,50' and '12.50' both mean 12.5; an empty field is 0; anything else stays NaN for the schema to refuse. */
function amount(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? 0 : Number(trimmed);
}

/** A station wall-clock value as the instant it means (ISO), or '' (refused by the schema) when incomplete. */
function instant(value: string, timeZone?: string): string {
  return fromStationInputValue(value, timeZone)?.toISOString() ?? '';
}

/**
 * The request body. Channels keep the contract's order; the keyword and the SMS price go only with
 * SMS, the phone price only with Telefon, so a channel switched off leaves nothing behind.
 */
export function competitionInputOf(draft: CompetitionDraft, timeZone?: string): CompetitionInput {
  const has = (channel: EntryChannel) => draft.channels.includes(channel);
  const days = draft.exclude_days.trim();
  return {
    sponsor_id: draft.sponsor_id,
    title: draft.title,
    prize: draft.prize,
    rules_text: draft.rules_text,
    question: draft.question.trim() || null,
    channels: ENTRY_CHANNELS.filter(has),
    sms_keyword: has('sms') ? draft.sms_keyword.trim() || null : null,
    sms_price_nok: has('sms') ? amount(draft.sms_price_nok) : 0,
    phone_price_nok: has('phone') ? amount(draft.phone_price_nok) : 0,
    opens_at: instant(draft.opens_at, timeZone),
    closes_at: instant(draft.closes_at, timeZone),
    exclude_days: days === '' ? SPONSOR_LIMITS.excludeDaysDefault : Number(days),
  };
}

/** Taking part costs more than the normal price on a channel in use: it may be a lottery. */
export function costsExtra(draft: CompetitionDraft): boolean {
  const input = competitionInputOf(draft);
  return (input.sms_price_nok ?? 0) > 0 || (input.phone_price_nok ?? 0) > 0;
}

/** The keyword as the SMS gateway will match it (upper case, æøå folded), for the hint. */
export function keywordShown(draft: CompetitionDraft): string {
  return normaliseCompetitionKeyword(draft.sms_keyword) || 'KODEORD';
}
