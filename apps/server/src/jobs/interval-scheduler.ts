/**
 * Asks for a piece of work on a timer (and once at start-up): a feature's scheduler, whose work is
 * usually a job with a dedupe key so it runs once across processes. A slow database never piles up
 * overlapping asks; the timer is unref'd so it never keeps the process alive.
 */
export class IntervalScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly ask: (now: Date) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 60_000,
  ) {}

  start() {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  private tick(): Promise<void> {
    this.running ??= this.ask(new Date())
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
