/**
 * Wakes up when the next broadcast message expires, so every screen is told the moment it goes.
 * It also wakes at least every `maxSleepMs`, because another server process may have created a
 * message this one never heard of. Timers are unref'd: they never keep the process alive.
 */
export class ExpiryScheduler {
  private timer: NodeJS.Timeout | null = null;
  /** When the timer will fire (ms since epoch), or null when nothing is planned. */
  private plannedAt: number | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    /** Expires what is due and answers when the next message will expire (null: none). */
    private readonly sweep: () => Promise<Date | null>,
    private readonly onError: (error: unknown) => void,
    private readonly maxSleepMs = 60_000,
  ) {}

  /**
   * Sweeps now and plans the next wake-up. A call during a sweep runs one more sweep after it,
   * because the running one may have read the next expiry before the caller's change committed.
   */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          this.plan(await this.sweep());
        } catch (error) {
          this.onError(error);
          this.plan(null);
        }
      } while (this.again && !this.stopped);
      this.running = null;
    })();
    return this.running;
  }

  /**
   * A message expiring at `at` was just created here. Only when that is earlier than the planned
   * wake-up does it cost a sweep; normally (a new message expires in 24 h) it costs nothing.
   */
  consider(at: Date): void {
    if (this.plannedAt === null || at.getTime() < this.plannedAt) void this.wake();
  }

  private plan(next: Date | null) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const untilNext = next ? Math.max(0, next.getTime() - Date.now()) : this.maxSleepMs;
    // A few ms late rather than early: an early wake would find nothing due and sleep again.
    const delay = Math.min(untilNext + 5, this.maxSleepMs);
    this.plannedAt = Date.now() + delay;
    this.timer = setTimeout(() => void this.wake(), delay);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.plannedAt = null;
    await this.running;
  }
}
