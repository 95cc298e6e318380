import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { SPONSOR_WEB } from '../strings';

/** A first load: a quiet spinner, or the error with "Prøv igjen"; then the content itself. */
export function LoadState({ query, children }: { query: UseQueryResult<unknown>; children: ReactNode }) {
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <p role="status" className="flex items-center gap-2 p-6 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        {SPONSOR_WEB.loading}
      </p>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
        <p>{errorMessage(query.error, SPONSOR_WEB.loadFailed)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {SPONSOR_WEB.retry}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
