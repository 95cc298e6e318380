/**
 * Asks for today's clocks shortly after midnight (and at start-up) without waiting for the first
 * screen to ask, so the as-run record of every broadcast hour exists. Every process ticks; the
 * work itself is a job with one key per day (prepare-day.job.ts), so it runs once across
 * processes. The timer is unref'd.
 */
export class ActiveClocksScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly prepare: (now: Date) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 60_000,
  ) {}

  start() {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  private tick(): Promise<void> {
    // A slow database must not pile up overlapping runs.
    this.running ??= this.prepare(new Date())
      .then(() => undefined, this.onError)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
