/**
 * Estimated read-aloud time of a script (content studio): words ÷ the station's speaking rate.
 * Markdown syntax is not read aloud, so headings marks, emphasis, links' URLs and code fences
 * are left out of the word count; stage directions in [brackets] are not read either.
 */

export const DEFAULT_SPEAKING_RATE_WPM = 150;
export const SPEAKING_RATE_MIN = 60;
export const SPEAKING_RATE_MAX = 300;

/** The text a presenter actually says, from a markdown script. */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`|]/g, ' ');
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(markdown: string): number {
  return spokenText(markdown).match(WORD)?.length ?? 0;
}

/** Whole seconds, rounded up so a script is never planned shorter than it reads. */
export function readTimeSeconds(words: number, wordsPerMinute: number = DEFAULT_SPEAKING_RATE_WPM): number {
  if (words <= 0 || wordsPerMinute <= 0) return 0;
  return Math.ceil((words / wordsPerMinute) * 60);
}

/** mm:ss (minutes keep counting past 59, as a read time rarely reaches an hour). */
export function formatReadTime(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export function scriptReadTime(markdown: string, wordsPerMinute: number = DEFAULT_SPEAKING_RATE_WPM) {
  const words = countWords(markdown);
  const seconds = readTimeSeconds(words, wordsPerMinute);
  return { words, seconds, label: formatReadTime(seconds) };
}
