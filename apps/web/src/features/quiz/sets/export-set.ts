import { ERROR_MESSAGES, isApiErrorBody } from '@studioportal/shared';
import { ApiError, CLIENT_HEADERS, NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { setPath } from './api';

/** "attachment; filename="Quiz_om_Tromso.quiz.json"" → the name; the server makes it safe. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads a set's export (GET /api/quiz/sets/:id/export) under the name the server gives it.
 * Fetched rather than linked so a refusal is said in Norwegian on the page instead of being saved
 * as a file.
 */
export async function downloadSetExport(id: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(setPath(id, '/export'), { credentials: 'same-origin', headers: { Accept: 'application/json', ...CLIENT_HEADERS } });
  } catch (cause) {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE, cause);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, 'internal', ERROR_MESSAGES.internal);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameFrom(response.headers.get('content-disposition'), 'quiz.quiz.json');
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
