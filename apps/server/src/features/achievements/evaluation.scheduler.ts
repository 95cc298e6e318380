/**
 * Asks for the minute's evaluation run on a timer (evaluation.job.ts does the work once across
 * processes). A slow database never piles up overlapping asks; the timer is unref'd.
 */
export class EvaluationScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly ask: (now: Date) => Promise<void>,
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
