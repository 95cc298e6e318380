import { ERROR_MESSAGES, isApiErrorBody } from '@studioportal/shared';
import { takeBootRequest } from './boot-requests';
import { CLIENT_HEADERS } from './client-headers';
import { noteServerReached } from './realtime/latency-probe';

/**
 * The one way the web app talks HTTP to the server. Same-origin JSON with the session cookie;
 * every failure becomes an ApiError whose message is Norwegian and safe to show to the user.
 */

export { CLIENT_HEADERS } from './client-headers';

export const NETWORK_ERROR_MESSAGE = 'Kunne ikke kontakte serveren. Sjekk nettverkstilkoblingen og prøv igjen.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Norwegian message for any thrown value, for toasts and form errors. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.internal): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

function messageForStatus(status: number): { code: string; message: string } {
  if (status === 401) return { code: 'unauthorized', message: ERROR_MESSAGES.unauthorized };
  if (status === 403) return { code: 'forbidden', message: ERROR_MESSAGES.forbidden };
  if (status === 404) return { code: 'not_found', message: ERROR_MESSAGES.not_found };
  if (status === 409) return { code: 'conflict', message: ERROR_MESSAGES.conflict };
  if (status === 413) return { code: 'payload_too_large', message: ERROR_MESSAGES.payload_too_large };
  if (status === 415) return { code: 'unsupported_media_type', message: ERROR_MESSAGES.unsupported_media_type };
  if (status === 429) return { code: 'rate_limited', message: ERROR_MESSAGES.rate_limited };
  if (status >= 400 && status < 500) return { code: 'validation_failed', message: ERROR_MESSAGES.validation_failed };
  return { code: 'internal', message: ERROR_MESSAGES.internal };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send the page-unload-safe way (error reports while the page is closing). */
  keepalive?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers, keepalive } = options;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...CLIENT_HEADERS,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {}),
  };

  return apiResponse<T>(fetch(path, init));
}

/** The answer to a request already sent, read like any other. */
async function apiResponse<T>(sent: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch (cause) {
    // An abort is the caller's own decision; let it through unchanged so React Query can ignore it.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, cause);
  }
  // The server answered (a 5xx may come from a proxy in front of it, so it does not count).
  if (response.status < 500) noteServerReached();

  const payload = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.details);
    }
    const { code, message } = messageForStatus(response.status);
    throw new ApiError(response.status, code, message);
  }
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => {
    const sent = options?.headers ? null : takeBootRequest(path);
    return sent ? apiResponse<T>(sent) : apiRequest<T>(path, { ...options, method: 'GET' });
  },
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
