import { Spinner } from '@/components/ui/spinner';

/** What a dashboard clock card shows while today's clocks load. */
export function DayClocksLoading() {
  return (
    <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Spinner className="size-4" /> Henter dagens klokker...
    </div>
  );
}

/** What a dashboard clock card shows when today's clocks could not be read. */
export function DayClocksError() {
  return (
    <p role="alert" className="py-6 text-sm text-muted-foreground">
      Kunne ikke hente dagens klokker.
    </p>
  );
}
