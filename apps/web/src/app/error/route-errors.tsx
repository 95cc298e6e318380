import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { createErrorId } from '@/lib/error-id';
import { ChunkLoadError } from './chunk-load-error';
import { ErrorScreen } from './error-screen';
import { normalizeError, sendErrorReport } from './report-error';

/**
 * Re-render the current route. Navigating to the same URL gives a new location key, which resets
 * React Router's error boundary, and re-runs a lazy import that failed (e.g. after a deploy).
 */
function useRetryRoute(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state });
}

/** errorElement of the root route: the shell itself failed, so show the full error screen. */
export function RootRouteError() {
  const error = useRouteError();
  const retry = useRetryRoute();
  const errorId = useReportedErrorId(error);
  return <ErrorScreen errorId={errorId} message={normalizeError(error).message} onRetry={retry} />;
}

/** A fresh error id for this error, reported once to the server. */
function useReportedErrorId(error: unknown): string {
  const [errorId] = useState(() => createErrorId());
  useEffect(() => {
    void sendErrorReport(errorId, error);
  }, [errorId, error]);
  return errorId;
}

/**
 * errorElement of each screen: the navbar stays, only the page area shows the fallback.
 * A screen whose code failed to download (typically a new version was deployed) can only be
 * fixed by loading the page again, so then 'Try Again' reloads.
 */
export function PageError() {
  const error = useRouteError();
  const retryRoute = useRetryRoute();
  const retry = error instanceof ChunkLoadError ? () => window.location.reload() : retryRoute;
  const errorId = useReportedErrorId(error);

  return (
    <div role="alert" className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-500/15">
        <AlertTriangle className="size-6 text-red-600 dark:text-red-300" aria-hidden />
      </div>
      <h1 className="mt-4 text-xl font-semibold">{STRINGS.pageError.title}</h1>
      <p className="mt-2 break-words text-sm text-muted-foreground">{normalizeError(error).message}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        Feil-ID: <span className="select-all font-mono">{errorId}</span>
      </p>
      <Button className="mt-6" onClick={retry}>
        <RotateCcw aria-hidden />
        {STRINGS.pageError.retry}
      </Button>
    </div>
  );
}
