/**
 * The code of the quiz this tab has joined, in sessionStorage: a reload (or a phone that dropped
 * the page to save memory) comes back to the play view, while a new tab starts at the join form.
 * The device itself is the listener cookie; the server answers `me: null` if it never joined.
 */
const KEY = 'studioportal.quiz.joined-code';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage (a strict private mode): the view lasts as long as the page.
    return null;
  }
}

export function readJoinedCode(): string | null {
  try {
    const code = storage()?.getItem(KEY) ?? null;
    return code && /^\d+$/.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function rememberJoinedCode(code: string) {
  try {
    storage()?.setItem(KEY, code);
  } catch {
    // Full or blocked: only a reload forgets.
  }
}

export function forgetJoinedCode() {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
