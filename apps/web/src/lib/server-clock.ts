/**
 * The server's clock as this tab knows it. Quiz and Tankeleseren screens count down to deadlines the
 * server stamped with its own clock; a studio PC whose clock is a few seconds off must
 * still show "Tiden er ute" when the server stops taking answers. Their answers carry
 * `server_now`: the offset is server_now − Date.now() at receipt.
 *
 * A sample is too low by the time the message spent on its way (a fetch's download, or an event
 * replayed after a reconnect that was sent minutes ago), never too high. So the best estimate is
 * the highest recent sample; samples older than the window are forgotten so a corrected local
 * clock is followed.
 */

export interface OffsetSample {
  offsetMs: number;
  /** Local time of receipt. */
  at: number;
}

/** Samples older than this no longer count. */
export const OFFSET_WINDOW_MS = 2 * 60_000;
const MAX_SAMPLES = 20;

/** The highest sample of the window, else the newest; 0 with none. */
export function bestOffset(samples: readonly OffsetSample[], now: number): number {
  const recent = samples.filter((s) => now - s.at <= OFFSET_WINDOW_MS);
  if (recent.length > 0) return Math.max(...recent.map((s) => s.offsetMs));
  return samples.at(-1)?.offsetMs ?? 0;
}

let samples: OffsetSample[] = [];

/** Records a `server_now` as it arrives (call where a response or an event is received). */
export function noteServerNow(serverNowIso: string, receivedAt: number = Date.now()): void {
  const serverMs = Date.parse(serverNowIso);
  if (Number.isNaN(serverMs)) return;
  samples = [...samples, { offsetMs: serverMs - receivedAt, at: receivedAt }].slice(-MAX_SAMPLES);
}

/** How far the server's clock is ahead of ours (negative: behind). */
export function serverOffsetMs(now: number = Date.now()): number {
  return bestOffset(samples, now);
}

/** The server's time now, in epoch ms. */
export function serverNowMs(): number {
  const now = Date.now();
  return now + serverOffsetMs(now);
}

/** Tests start from a clean slate. */
export function resetServerClock(): void {
  samples = [];
}
