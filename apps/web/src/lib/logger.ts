/**
 * The app's logger (spec section 9): keeps the last 100 entries for the developer tools screen,
 * logs everything in development and only warnings and errors in production, and throttles a
 * message that repeats within 1000 ms — at most 10 repeats are swallowed before one gets through,
 * so a tight error loop cannot flood the console yet never goes fully silent.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  data?: unknown;
  at: number;
  /** How many identical messages were swallowed just before this one. */
  suppressed: number;
}

export const LOG_BUFFER_SIZE = 100;
export const LOG_THROTTLE_MS = 1000;
export const LOG_MAX_SUPPRESSED = 10;

const LEVEL_RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

type ConsoleSink = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

export interface LoggerOptions {
  /** Lowest level that is recorded and printed. */
  minLevel: LogLevel;
  now?: () => number;
  sink?: ConsoleSink | null;
}

interface RepeatState {
  lastLoggedAt: number;
  suppressed: number;
}

export class Logger {
  private readonly entries: LogEntry[] = [];
  private readonly repeats = new Map<string, RepeatState>();
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly sink: ConsoleSink | null;
  private readonly minRank: number;

  constructor(options: LoggerOptions) {
    this.minRank = LEVEL_RANK[options.minLevel];
    this.now = options.now ?? (() => Date.now());
    this.sink = options.sink === undefined ? console : options.sink;
  }

  debug(message: string, data?: unknown): boolean {
    return this.log('debug', message, data);
  }
  info(message: string, data?: unknown): boolean {
    return this.log('info', message, data);
  }
  warn(message: string, data?: unknown): boolean {
    return this.log('warn', message, data);
  }
  error(message: string, data?: unknown): boolean {
    return this.log('error', message, data);
  }

  /** Returns true when the entry was recorded, false when filtered or throttled. */
  log(level: LogLevel, message: string, data?: unknown): boolean {
    if (LEVEL_RANK[level] < this.minRank) return false;
    const at = this.now();
    const key = `${level}\u0000${message}`;
    const repeat = this.repeats.get(key);
    let suppressed = 0;
    if (repeat && at - repeat.lastLoggedAt < LOG_THROTTLE_MS && repeat.suppressed < LOG_MAX_SUPPRESSED) {
      repeat.suppressed += 1;
      return false;
    }
    if (repeat) suppressed = repeat.suppressed;
    this.repeats.set(key, { lastLoggedAt: at, suppressed: 0 });
    this.pruneRepeats(at);

    const entry: LogEntry = { level, message, at, suppressed, ...(data === undefined ? {} : { data }) };
    this.entries.push(entry);
    if (this.entries.length > LOG_BUFFER_SIZE) this.entries.splice(0, this.entries.length - LOG_BUFFER_SIZE);
    this.print(entry);
    for (const listener of this.listeners) listener();
    return true;
  }

  /** Snapshot of the recorded entries, oldest first. */
  getEntries(): readonly LogEntry[] {
    return [...this.entries];
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.entries.length = 0;
    this.repeats.clear();
    for (const listener of this.listeners) listener();
  }

  private print(entry: LogEntry): void {
    if (!this.sink) return;
    const note = entry.suppressed > 0 ? ` (${entry.suppressed} like meldinger undertrykt)` : '';
    const args: unknown[] = [`[studioportal] ${entry.message}${note}`];
    if (entry.data !== undefined) args.push(entry.data);
    this.sink[entry.level](...args);
  }

  /** The repeat map only needs keys still inside the throttle window; keep it from growing forever. */
  private pruneRepeats(at: number): void {
    if (this.repeats.size < 500) return;
    for (const [key, state] of this.repeats) {
      if (at - state.lastLoggedAt >= LOG_THROTTLE_MS) this.repeats.delete(key);
    }
  }
}

export const logger = new Logger({ minLevel: import.meta.env.DEV ? 'debug' : 'warn' });
