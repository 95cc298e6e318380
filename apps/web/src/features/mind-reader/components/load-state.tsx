import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { MR_WEB } from '../strings';

/** While the first answer is on its way, or when it failed with nothing cached to show. */
export function LoadState({ pending, error, onRetry }: { pending: boolean; error: unknown; onRetry: () => void }) {
  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {MR_WEB.loading}
      </p>
    );
  }
  return (
    <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
      <p>{errorMessage(error, MR_WEB.loadFailed)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {MR_WEB.retry}
      </Button>
    </div>
  );
}
