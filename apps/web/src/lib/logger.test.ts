import { describe, expect, it, vi } from 'vitest';
import { LOG_BUFFER_SIZE, Logger } from './logger';

function makeLogger(minLevel: 'debug' | 'warn' = 'debug') {
  let now = 0;
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = new Logger({ minLevel, now: () => now, sink });
  return { logger, sink, advance: (ms: number) => (now += ms) };
}

describe('logger', () => {
  it('suppresses a repeat within 1000 ms and reports the count on the next one through', () => {
    const { logger, sink, advance } = makeLogger();
    expect(logger.error('Boom')).toBe(true);
    advance(100);
    expect(logger.error('Boom')).toBe(false);
    advance(100);
    expect(logger.error('Boom')).toBe(false);
    advance(1000);
    expect(logger.error('Boom')).toBe(true);
    expect(sink.error).toHaveBeenCalledTimes(2);
    expect(logger.getEntries().at(-1)?.suppressed).toBe(2);
  });

  it('lets one through after 10 suppressed repeats even inside the window', () => {
    const { logger, sink } = makeLogger();
    logger.warn('Loop');
    for (let i = 0; i < 10; i += 1) expect(logger.warn('Loop')).toBe(false);
    expect(logger.warn('Loop')).toBe(true);
    expect(logger.getEntries().at(-1)?.suppressed).toBe(10);
    expect(sink.warn).toHaveBeenCalledTimes(2);
  });

  it('throttles per message and level, not globally', () => {
    const { logger } = makeLogger();
    expect(logger.error('A')).toBe(true);
    expect(logger.error('B')).toBe(true);
    expect(logger.warn('A')).toBe(true);
  });

  it('records only warnings and errors in production mode', () => {
    const { logger, sink } = makeLogger('warn');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(logger.getEntries().map((e) => e.level)).toEqual(['warn', 'error']);
    expect(sink.info).not.toHaveBeenCalled();
  });

  it('keeps only the last 100 entries', () => {
    const { logger } = makeLogger();
    for (let i = 0; i < 150; i += 1) logger.info(`m${i}`);
    const entries = logger.getEntries();
    expect(entries).toHaveLength(LOG_BUFFER_SIZE);
    expect(entries[0]?.message).toBe('m50');
    expect(entries.at(-1)?.message).toBe('m149');
  });
});
