import { foldKeyword, SMS_KEYWORDS } from '@studioportal/shared';

/**
 * What an SMS asks for, by its first word (case and æ/ø/å folded): "ØNSKE Artist - Tittel" is a
 * music request, "SVAR A" a vote, "GJETT …" a mind-reader guess, anything else a message.
 */
export type SmsIntent =
  | { kind: 'request'; artist: string; title: string; greeting: string | null }
  | { kind: 'vote'; answer: string; text: string }
  | { kind: 'guess'; text: string }
  /** `keyword`/`rest`: the first word folded and what follows, for features that own a keyword (competitions). */
  | { kind: 'message'; text: string; keyword: string; rest: string };

export function routeSms(text: string): SmsIntent {
  const trimmed = text.trim();
  const match = /^(\S+)\s*([\s\S]*)$/.exec(trimmed);
  const keyword = match ? foldKeyword(match[1] ?? '') : '';
  const rest = (match?.[2] ?? '').trim();
  if (keyword === SMS_KEYWORDS.request && rest) return { kind: 'request', ...splitTrack(rest) };
  if (keyword === SMS_KEYWORDS.vote && rest) return { kind: 'vote', answer: rest.split(/\s+/)[0] ?? '', text: rest };
  if (keyword === SMS_KEYWORDS.guess && rest) return { kind: 'guess', text: rest };
  return { kind: 'message', text: trimmed, keyword, rest };
}

/** "Artist - Tittel: hilsen" (or "Artist – Tittel"); without a dash the whole line is the title. */
function splitTrack(text: string): { artist: string; title: string; greeting: string | null } {
  const [trackPart = '', ...greetingParts] = text.split(/\s*[:\n]\s*/);
  const greeting = greetingParts.join(': ').trim() || null;
  // A spaced dash first: "a-ha - Take On Me" is a-ha's song, not "a" singing "ha - Take On Me".
  const dash = /\s+[-–—]\s+/.exec(trackPart) ?? /[–—]|\s-|-\s/.exec(trackPart);
  if (!dash || dash.index === 0) return { artist: '', title: trackPart.trim(), greeting };
  return { artist: trackPart.slice(0, dash.index).trim(), title: trackPart.slice(dash.index + dash[0].length).trim(), greeting };
}
