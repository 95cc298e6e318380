import { COLOR_CLAIM_RETRY_DELAYS_MS, type ColorClaimReason, type ColorClaimResult } from '@studioportal/shared';
import { CLIENT_HEADERS } from '@/lib/api';

export type ClaimOutcome = { success: true; color: string } | { success: false; reason: ColorClaimReason | 'unknown'; color: string | null };

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const REASONS: readonly string[] = ['color_taken', 'invalid_color', 'unauthorized', 'network_error'];

/** Reads the RPC answer: the spec's success/reason/color, or a reason from the status alone. */
async function readOutcome(response: Response): Promise<ClaimOutcome | 'retry'> {
  const body = (await response.json().catch(() => null)) as Partial<ColorClaimResult> & { error?: { code?: string } } | null;
  if (response.ok && body?.success && typeof body.color === 'string') return { success: true, color: body.color };
  if (response.status === 401) return { success: false, reason: 'unauthorized', color: null };
  const reason = body?.reason ?? body?.error?.code;
  if (typeof reason === 'string' && REASONS.includes(reason)) {
    return { success: false, reason: reason as ColorClaimReason, color: body?.color ?? null };
  }
  // A server or proxy failure is worth another try, like a lost connection.
  if (response.status >= 500) return 'retry';
  return { success: false, reason: 'unknown', color: null };
}

/**
 * POST /api/rpc/claim_chat_color. Network failures (and 5xx answers) are retried up to five times
 * with the spec's delays (1, 2, 5, 10 and 30 s); a refusal (taken, invalid, signed out) is final.
 * `onRetry` tells the UI it is waiting for the next attempt.
 */
export async function claimChatColor(
  color: string,
  options: { signal?: AbortSignal; onRetry?: (attempt: number, delayMs: number) => void; fetchImpl?: Fetch; sleepImpl?: Sleep } = {},
): Promise<ClaimOutcome> {
  const { signal, onRetry, fetchImpl = (input, init) => fetch(input, init), sleepImpl = sleep } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetchImpl('/api/rpc/claim_chat_color', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...CLIENT_HEADERS },
        body: JSON.stringify({ p_color: color }),
        ...(signal ? { signal } : {}),
      });
      const outcome = await readOutcome(response);
      if (outcome !== 'retry') return outcome;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    const delay = COLOR_CLAIM_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return { success: false, reason: 'network_error', color: null };
    onRetry?.(attempt + 1, delay);
    await sleepImpl(delay, signal);
  }
}
