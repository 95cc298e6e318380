import { AlertTriangle, Home, RefreshCw, RotateCcw } from 'lucide-react';
import { STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';

interface ErrorScreenProps {
  errorId: string;
  message: string;
  onRetry: () => void;
}

/**
 * The whole-app failure screen 'Noe gikk galt' (spec section 2). It works without the router, auth
 * or any provider, because any of those may be what failed. The error id on screen is the one in
 * the report, so support can find it. Reporting is done by whoever shows this screen.
 */
export function ErrorScreen({ errorId, message, onRetry }: ErrorScreenProps) {
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-background p-4 text-foreground">
      <div className="w-full max-w-lg rounded-xl border bg-card p-6 shadow-xl sm:p-8">
        <div className="flex items-start gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-red-500/15">
            <AlertTriangle className="size-6 text-red-600 dark:text-red-300" aria-hidden />
          </div>
          <div className="min-w-0">
            <h1 className="text-xl font-semibold tracking-tight">{STRINGS.errorScreen.title}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{STRINGS.errorScreen.subtitle}</p>
          </div>
        </div>

        <div className="mt-5 rounded-md border bg-muted/50 p-3">
          <p className="break-words font-mono text-sm">{message}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            Feil-ID: <span className="select-all font-mono">{errorId}</span>
          </p>
        </div>

        {/* Each button as wide as its words and padding need (issue 19: three equal columns squeezed them to the edges); they wrap instead. */}
        <div className="mt-6 flex flex-wrap gap-2 [&>button]:min-w-fit [&>button]:flex-1">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden />
            {STRINGS.errorScreen.retry}
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            {STRINGS.errorScreen.reload}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            <Home aria-hidden />
            {STRINGS.errorScreen.home}
          </Button>
        </div>
        <p className="mt-5 text-center text-xs text-muted-foreground">{STRINGS.errorScreen.support}</p>
      </div>
    </div>
  );
}
