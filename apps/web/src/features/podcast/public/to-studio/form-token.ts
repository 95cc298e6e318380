import { LISTENER_LIMITS } from '@studioportal/shared';

/**
 * The form tokens this page got from GET /api/listener/live, each with the moment it arrived.
 *
 * The server drops a form sent with a token younger than `minFillMs` (answered as if taken, so a
 * listener would never know) and refuses one older than `formTokenMaxAgeMs`. The live answer is
 * refetched every 15 s, so the newest token can be a few hundred milliseconds old at the very
 * moment the listener presses Send. A form therefore takes the newest token that is old enough,
 * and waits out the rest of the two seconds only when no token is.
 *
 * Ages are measured from arrival on this device: the server issued the token a little earlier,
 * so the real age is never less than the one counted here.
 */
export interface HeldToken {
  token: string;
  receivedAt: number;
}

export interface TokenChoice {
  token: string;
  /** How long to wait before sending, so the token is old enough (0: send now). */
  waitMs: number;
}

/** A little over the server's minimum, for the time the request spends on the way. */
export const MIN_TOKEN_AGE_MS = LISTENER_LIMITS.minFillMs + 300;
/** Well under the server's maximum: a token this old is not used (the page fetches a new one). */
export const MAX_TOKEN_AGE_MS = LISTENER_LIMITS.formTokenMaxAgeMs - 10 * 60 * 1000;
/** Enough to always hold one token older than the minimum at a 15 s refetch. */
const KEEP = 4;

export interface TokenBook {
  remember(token: string, receivedAt: number): void;
  /** Whether this page itself fetched the token (data restored from the offline copy did not). */
  has(token: string): boolean;
  choose(now: number): TokenChoice | null;
  /** After the server called a token expired: start over with fresh ones. */
  forget(): void;
}

export function createTokenBook(): TokenBook {
  let held: HeldToken[] = [];
  return {
    remember(token, receivedAt) {
      if (held.some((h) => h.token === token)) return;
      held = [...held, { token, receivedAt }].slice(-KEEP);
    },
    has: (token) => held.some((h) => h.token === token),
    choose(now) {
      const usable = held.filter((h) => now - h.receivedAt < MAX_TOKEN_AGE_MS);
      if (usable.length === 0) return null;
      const oldEnough = usable.filter((h) => now - h.receivedAt >= MIN_TOKEN_AGE_MS);
      const newestOldEnough = oldEnough.at(-1);
      if (newestOldEnough) return { token: newestOldEnough.token, waitMs: 0 };
      // None is old enough yet: the oldest is the first to become so.
      const oldest = usable[0]!;
      return { token: oldest.token, waitMs: MIN_TOKEN_AGE_MS - (now - oldest.receivedAt) };
    },
    forget() {
      held = [];
    },
  };
}

/** The page's one book, filled by every GET /api/listener/live this page makes (live-query.ts). */
export const formTokens = createTokenBook();

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The token a form sends now: a held one that is old enough, else a fresh one from the server
 * (`refresh` fetches the live answer, which lands in `book`), waited on until it is old enough.
 */
export async function takeFormToken(
  refresh: () => Promise<unknown>,
  { book = formTokens, now = Date.now, wait = sleep }: { book?: TokenBook; now?: () => number; wait?: (ms: number) => Promise<void> } = {},
): Promise<string> {
  let choice = book.choose(now());
  if (!choice) {
    await refresh();
    choice = book.choose(now());
  }
  // The fetch failed without throwing (it does throw as a rule): send without one, the server says why.
  if (!choice) return '';
  if (choice.waitMs > 0) await wait(choice.waitMs);
  return choice.token;
}
