import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { normalizeError } from './report-error';

describe('normalizeError', () => {
  it('names a route error response by its status, as React Router tells one, without importing the router', () => {
    const notFound = new ErrorResponse(404, 'Not Found', 'borte');
    expect(isRouteErrorResponse(notFound)).toBe(true);
    expect(normalizeError(notFound)).toEqual({ name: 'RouteErrorResponse', message: '404 Not Found' });
  });

  it('agrees with React Router on what is not a route error response', () => {
    for (const thrown of [{ status: 500, statusText: 'x' }, { status: '500', statusText: 'x', internal: false, data: null }, null, 42]) {
      expect(isRouteErrorResponse(thrown)).toBe(false);
      expect(normalizeError(thrown)).toEqual({ name: 'Error', message: 'Ukjent feil' });
    }
  });

  it('keeps an Error’s name, message and stack, and takes a thrown string as the message', () => {
    const error = new TypeError('feil type');
    expect(normalizeError(error)).toMatchObject({ name: 'TypeError', message: 'feil type', stack: error.stack });
    expect(normalizeError('noe gikk galt')).toEqual({ name: 'Error', message: 'noe gikk galt' });
  });
});
