import { findMentionRanges, type ChatMention } from '@studioportal/shared';

/**
 * A chat message is plain text. It is split into pieces that React renders as text nodes, links
 * and mention chips — never as HTML — so '<img onerror=…>' shows up as the characters typed.
 */
export type MessageSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; userId: string };

/** http(s) URLs and bare www. addresses; anything else (javascript:, data:, …) stays text. */
const LINK_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
/** Punctuation that ends a sentence rather than the address: 'se https://nrk.no.' */
const TRAILING_PUNCTUATION = /[.,!?;:'")\]}]+$/u;

/** A safe href for what looked like an address, or null when it is not an http(s) URL. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./iu.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function splitLinks(text: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const start = match.index;
    let raw = match[0];
    // Keep a closing parenthesis that belongs to the address (Wikipedia-style links).
    const trailing = TRAILING_PUNCTUATION.exec(raw)?.[0] ?? '';
    if (trailing && !(trailing.startsWith(')') && raw.includes('('))) raw = raw.slice(0, raw.length - trailing.length);
    const href = safeHref(raw);
    if (!href) continue;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Links first, then '@Name' of the people the server recognised as mentioned, inside the plain text. */
export function messageSegments(text: string, mentions: readonly ChatMention[]): MessageSegment[] {
  const people = mentions.map((m) => ({ id: m.user_id, name: m.name }));
  return splitLinks(text).flatMap((segment): MessageSegment[] => {
    if (segment.kind !== 'text' || people.length === 0) return [segment];
    const ranges = findMentionRanges(segment.text, people);
    if (ranges.length === 0) return [segment];
    const parts: MessageSegment[] = [];
    let last = 0;
    for (const range of ranges) {
      if (range.start > last) parts.push({ kind: 'text', text: segment.text.slice(last, range.start) });
      parts.push({ kind: 'mention', text: segment.text.slice(range.start, range.end), userId: range.id });
      last = range.end;
    }
    if (last < segment.text.length) parts.push({ kind: 'text', text: segment.text.slice(last) });
    return parts;
  });
}
