/**
 * At most `limit` requests at a time; the rest wait their turn in order. A load generator goes
 * through one so it never opens thousands of sockets at once and stays a fair client (fetch keeps
 * the connections of those in flight alive for the next).
 */
export class Gate {
  private inFlight = 0;
  maxInFlight = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async enter(): Promise<void> {
    if (this.inFlight >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
  }

  leave(): void {
    this.inFlight--;
    this.waiting.shift()?.();
  }

  /** Runs `fn` inside the gate. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await fn();
    } finally {
      this.leave();
    }
  }
}
