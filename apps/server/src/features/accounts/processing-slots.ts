/**
 * A tiny semaphore. Image work (sharp) runs on libuv's thread pool, which has four threads by
 * default and is shared with password hashing (scrypt) and file I/O. Capping simultaneous
 * picture pipelines keeps a burst of uploads from stalling sign-ins and disk access.
 */
export class ProcessingSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
