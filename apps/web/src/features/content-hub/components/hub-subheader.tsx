import { Plus, Search } from 'lucide-react';
import { HUB_STRINGS, type HubCounts } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { UploadButton } from '@/features/media';

interface HubSubheaderProps {
  search: string;
  onSearch: (text: string) => void;
  counts: HubCounts | undefined;
  onNewNote: () => void;
  creatingNote: boolean;
  maxBytes?: number;
}

/** The spec's sub-header: a search box, counts of total, notes and media, and the buttons Notat and Opp. */
export function HubSubheader({ search, onSearch, counts, onNewNote, creatingNote, maxBytes }: HubSubheaderProps) {
  return (
    <div className="sticky top-0 z-20 -mx-4 border-b bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{HUB_STRINGS.title}</h1>
        <div role="search" className="relative order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label={HUB_STRINGS.searchLabel}
            placeholder={HUB_STRINGS.searchPlaceholder}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <dl aria-label="Antall" aria-live="polite" className="flex items-center gap-3 text-sm">
          <Count label={HUB_STRINGS.total} value={counts?.total} />
          <Count label={HUB_STRINGS.notes} value={counts?.notes} />
          <Count label={HUB_STRINGS.media} value={counts?.media} />
        </dl>
        <div className="ml-auto flex gap-2 sm:ml-0">
          <Button variant="secondary" onClick={onNewNote} disabled={creatingNote}>
            <Plus aria-hidden />
            {HUB_STRINGS.newNote}
          </Button>
          <UploadButton maxBytes={maxBytes} />
        </div>
      </div>
    </div>
  );
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex items-baseline gap-1.5 rounded-md bg-muted px-2 py-1" data-testid={`count-${label}`}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value ?? '–'}</dd>
    </div>
  );
}
