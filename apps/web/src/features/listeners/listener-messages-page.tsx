import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { WifiOff } from 'lucide-react';
import { LISTENER_STRINGS, type ListenerMessage } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { REQUIRES_NETWORK_TEXT } from '@/lib/offline/requires-network';
import { useOnline } from '@/lib/offline/online-status';
import { useAuth } from '@/features/auth';
import { useListenerMessages } from './api';
import { BlockSenderDialog } from './block-sender-dialog';
import { KeyboardHelp } from './keyboard-help';
import { filtersFromSearch, filtersToSearch, type ListenerFilters } from './listener-filters';
import { MessageList } from './message-list';
import { NewMessageDialog } from './new-message-dialog';
import { QueueFilters } from './queue-filters';
import { useDebouncedValue } from './use-debounced-value';
import { useListenerSync } from './use-listener-sync';
import { useShowOptions } from './use-show-options';
import { useTriageActions } from './use-triage-actions';

/** /listener-messages: one live queue of everything listeners send, triaged by buttons or keys. */
export default function ListenerMessagesPage() {
  useListenerSync();
  const { timeZone } = useAppConfig();
  const { can } = useAuth();
  const online = useOnline();
  const offlineReasonId = useId();
  const keyboardHelpId = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const [searchText, setSearchText] = useState(filters.q);
  const search = useDebouncedValue(searchText.trim(), 300);
  const [blocking, setBlocking] = useState<ListenerMessage | null>(null);
  const { run, pending, canPush } = useTriageActions();

  const update = useCallback(
    (change: Partial<ListenerFilters>) => setParams(filtersToSearch({ ...filtersFromSearch(params), ...change }), { replace: true }),
    [params, setParams],
  );
  useEffect(() => {
    if (search !== filters.q) update({ q: search });
  }, [search, filters.q, update]);

  const query = useListenerMessages(filters, { keepPrevious: true });
  const messages = useMemo(() => query.data?.pages.flatMap((p) => p.messages) ?? [], [query.data]);
  const shows = useShowOptions(messages, filters.showId);
  const filtered = filters.status !== 'aktive' || filters.source !== null || filters.showId !== null || filters.q !== '';

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 p-3 sm:p-4 lg:p-6">
      <header className="flex items-center justify-between gap-3 sm:items-end">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">{LISTENER_STRINGS.queueTitle}</h1>
          {/* On a phone the room goes to the queue; the heading says enough. */}
          <p className="text-sm text-muted-foreground max-sm:hidden">SMS, nettside, musikkønsker og kommentarer i én kø. Nye meldinger kommer inn mens du ser på.</p>
        </div>
        <NewMessageDialog />
      </header>

      <QueueFilters
        filters={filters}
        counts={query.data?.pages[0]?.counts}
        shows={shows}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={update}
      />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <KeyboardHelp id={keyboardHelpId} />
        {!online && (
          <p id={offlineReasonId} className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <WifiOff aria-hidden className="size-3.5" />
            {REQUIRES_NETWORK_TEXT}: handlingene virker igjen når nettet er tilbake.
          </p>
        )}
        {query.isPlaceholderData && (
          <p role="status" className="ml-auto inline-flex items-center gap-2 text-xs text-muted-foreground">
            <Spinner className="size-3.5" /> Henter...
          </p>
        )}
      </div>

      {query.isPending ? (
        <div role="status" className="flex items-center gap-2 py-10 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Henter lyttermeldinger...
        </div>
      ) : query.isError && !query.data ? (
        <div role="alert" className="grid justify-items-start gap-3 py-10 text-sm">
          <p>Kunne ikke hente lyttermeldingene. {errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Prøv igjen
          </Button>
        </div>
      ) : messages.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          {filtered ? 'Ingen meldinger med disse filtrene.' : 'Ingen lyttermeldinger ennå. Nye meldinger dukker opp her med en gang.'}
        </p>
      ) : (
        <MessageList
          messages={messages}
          timeZone={timeZone}
          pending={pending}
          offline={!online}
          offlineReasonId={offlineReasonId}
          keyboardHelpId={keyboardHelpId}
          canModerate={can('moderateListeners')}
          canPush={canPush}
          onAction={run}
          onBlock={setBlocking}
        />
      )}

      {query.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? (
            <>
              <Spinner className="size-4" /> Henter eldre...
            </>
          ) : (
            'Vis eldre'
          )}
        </Button>
      )}

      <BlockSenderDialog message={blocking} onClose={() => setBlocking(null)} />
    </div>
  );
}
