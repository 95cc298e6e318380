import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useAuth } from './auth-context';

function Consumer() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  afterEach(cleanup);

  it('throws the spec message outside an AuthProvider', () => {
    // React logs the thrown error; keep the test output clean.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Consumer />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
