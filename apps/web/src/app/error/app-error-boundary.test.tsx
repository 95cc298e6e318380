import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ERROR_ID_PATTERN, STRINGS, errorReportSchema } from '@studioportal/shared';
import { AppErrorBoundary } from './app-error-boundary';

let shouldThrow = true;
function Bomb() {
  if (shouldThrow) throw new Error('Klokken gikk i stå');
  return <p>Alt i orden</p>;
}

describe('AppErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Noe gikk galt' with the message and error id, reports it, and retries", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'r1' }), { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    shouldThrow = true;

    render(
      <AppErrorBoundary>
        <Bomb />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: STRINGS.errorScreen.title })).toBeTruthy();
    expect(screen.getByText(STRINGS.errorScreen.subtitle)).toBeTruthy();
    expect(screen.getByText('Klokken gikk i stå')).toBeTruthy();
    expect(screen.getByText(STRINGS.errorScreen.support)).toBeTruthy();
    for (const name of [STRINGS.errorScreen.retry, STRINGS.errorScreen.reload, STRINGS.errorScreen.home]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const shownId = screen.getByText(/^ERR_/).textContent ?? '';
    expect(shownId).toMatch(ERROR_ID_PATTERN);

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/error-report');
    expect(init.method).toBe('POST');
    const body = errorReportSchema.parse(JSON.parse(String(init.body)));
    expect(body.errorId).toBe(shownId);
    expect(body.error).toMatchObject({ name: 'Error', message: 'Klokken gikk i stå' });
    expect(body.errorInfo?.componentStack).toContain('Bomb');

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: STRINGS.errorScreen.retry }));
    expect(screen.getByText('Alt i orden')).toBeTruthy();
  });
});
