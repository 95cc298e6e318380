import { isRunning, startServerProcess, type ServerProcess } from './server-process';

/**
 * Hands out fresh servers (each its own process and empty data dir), keeping the next one starting
 * while the current test runs. Copying the data dir and starting the server took 5–20 s per browser
 * test on a busy machine, all of it on the test's critical path; started ahead, a test finds its
 * server already answering. Every test still gets a server nobody else has touched.
 */
export class ServerSupply {
  private spare: Promise<ServerProcess> | null = null;

  async take(): Promise<ServerProcess> {
    const waiting = this.spare;
    this.spare = null;
    // A spare that failed to start, or died while it waited, is replaced by a start of our own,
    // whose error (if it fails too) is the one the test reports.
    const ready = waiting ? await waiting.catch(() => null) : null;
    const server = ready && isRunning(ready.process) ? ready : await startServerProcess();
    if (ready && ready !== server) await ready.stop({ kill: true });
    this.startSpare();
    return server;
  }

  /** Stops the spare; called when the worker ends, so no server outlives the test run. */
  async close(): Promise<void> {
    const waiting = this.spare;
    this.spare = null;
    const spare = waiting ? await waiting.catch(() => null) : null;
    await spare?.stop({ kill: true });
  }

  private startSpare(): void {
    const spare = startServerProcess();
    // Not awaited here: a failure is handled when the spare is taken.
    spare.catch(() => {});
    this.spare = spare;
  }
}
