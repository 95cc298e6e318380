import { ERROR_REPORT_MAX_MESSAGE, ERROR_REPORT_MAX_STACK, type ErrorReport } from '@studioportal/shared';
import { api } from '@/lib/api';
import { logger } from '@/lib/logger';

export interface NormalizedError {
  name: string;
  message: string;
  stack?: string;
}

/**
 * React Router's error response (a loader's thrown Response), told by its shape as the router's own
 * isRouteErrorResponse does: importing the router for this one check would put all of it in the
 * listener page's bundle, which has no router (issue 24).
 */
function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string } {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  return typeof candidate.status === 'number' && typeof candidate.statusText === 'string' && typeof candidate.internal === 'boolean' && 'data' in candidate;
}

/** Whatever was thrown (Error, a route error response, a string) as name + message + stack. */
export function normalizeError(error: unknown): NormalizedError {
  if (error instanceof Error) return { name: error.name, message: error.message || error.name, ...(error.stack ? { stack: error.stack } : {}) };
  if (isRouteErrorResponse(error)) return { name: 'RouteErrorResponse', message: `${error.status} ${error.statusText}`.trim() };
  if (typeof error === 'string') return { name: 'Error', message: error };
  return { name: 'Error', message: 'Ukjent feil' };
}

export function buildErrorReport(errorId: string, error: unknown, componentStack?: string | null): ErrorReport {
  const normalized = normalizeError(error);
  return {
    errorId,
    error: {
      name: normalized.name.slice(0, 200),
      message: normalized.message.slice(0, ERROR_REPORT_MAX_MESSAGE),
      ...(normalized.stack ? { stack: normalized.stack.slice(0, ERROR_REPORT_MAX_STACK) } : {}),
    },
    errorInfo: componentStack ? { componentStack: componentStack.slice(0, ERROR_REPORT_MAX_STACK) } : null,
    url: window.location.href.slice(0, 2000),
    timestamp: new Date().toISOString(),
  };
}

/** React runs effects twice in development; one report per error id is enough. */
const reported = new Set<string>();

/** POST /api/error-report. Never throws: a failing report must not break the error screen. */
export async function sendErrorReport(errorId: string, error: unknown, componentStack?: string | null): Promise<void> {
  if (reported.has(errorId)) return;
  reported.add(errorId);
  const report = buildErrorReport(errorId, error, componentStack);
  logger.error(`Applikasjonsfeil ${errorId}`, report.error);
  let errorReportSchema: typeof import('@studioportal/shared/error-report').errorReportSchema;
  try {
    // The schema (and zod) are loaded only when there is something to report.
    ({ errorReportSchema } = await import('@studioportal/shared/error-report'));
  } catch (loadError) {
    logger.warn('Kunne ikke sende feilrapport', loadError);
    return;
  }
  const parsed = errorReportSchema.safeParse(report);
  if (!parsed.success) {
    logger.warn('Feilrapporten var ugyldig og ble ikke sendt', parsed.error.issues);
    return;
  }
  try {
    await api.post('/api/error-report', parsed.data, { keepalive: true });
  } catch (sendError) {
    logger.warn('Kunne ikke sende feilrapport', sendError);
  }
}
