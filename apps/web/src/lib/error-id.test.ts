import { describe, expect, it } from 'vitest';
import { ERROR_ID_PATTERN } from '@studioportal/shared';
import { createErrorId } from './error-id';

describe('createErrorId', () => {
  it('has the form ERR_{Date.now()}_{base36}', () => {
    const id = createErrorId(1_700_000_000_123);
    expect(id).toMatch(ERROR_ID_PATTERN);
    expect(id).toMatch(/^ERR_1700000000123_[a-z0-9]+$/);
  });

  it('uses the current time by default and is unique', () => {
    const before = Date.now();
    const ids = new Set(Array.from({ length: 200 }, () => createErrorId()));
    expect(ids.size).toBe(200);
    const time = Number([...ids][0]?.split('_')[1]);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });
});
