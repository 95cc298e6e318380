import { describe, expect, it, vi } from 'vitest';
import { createTokenBook, MAX_TOKEN_AGE_MS, MIN_TOKEN_AGE_MS, takeFormToken } from './form-token';

describe('form tokens', () => {
  it('takes the newest token that is old enough, not the one that just arrived', () => {
    const book = createTokenBook();
    book.remember('a', 0);
    book.remember('b', 15_000);
    book.remember('c', 30_000);
    // c arrived 200 ms ago (a refetch just landed): b is sent, at once.
    expect(book.choose(30_200)).toEqual({ token: 'b', waitMs: 0 });
    expect(book.choose(30_000 + MIN_TOKEN_AGE_MS)).toEqual({ token: 'c', waitMs: 0 });
  });

  it('waits until the only token is old enough (the server drops a form filled in under two seconds)', () => {
    const book = createTokenBook();
    book.remember('a', 1_000);
    expect(book.choose(1_500)).toEqual({ token: 'a', waitMs: MIN_TOKEN_AGE_MS - 500 });
  });

  it('never uses a token near the server’s two-hour limit, nor one after forget()', () => {
    const book = createTokenBook();
    book.remember('old', 0);
    expect(book.choose(MAX_TOKEN_AGE_MS)).toBeNull();
    book.remember('new', 10);
    book.forget();
    expect(book.choose(20_000)).toBeNull();
    expect(book.has('new')).toBe(false);
  });

  it('fetches a token when none is held, then waits for it to be old enough', async () => {
    const book = createTokenBook();
    let now = 5_000;
    const refresh = vi.fn(async () => book.remember('fresh', now));
    const wait = vi.fn(async (ms: number) => {
      now += ms;
    });
    await expect(takeFormToken(refresh, { book, now: () => now, wait })).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledOnce();
    expect(wait).toHaveBeenCalledWith(MIN_TOKEN_AGE_MS);
  });

  it('remembers a repeated token once, keeping its first arrival', () => {
    const book = createTokenBook();
    book.remember('a', 0);
    book.remember('a', 10_000);
    expect(book.choose(MIN_TOKEN_AGE_MS)).toEqual({ token: 'a', waitMs: 0 });
  });
});
