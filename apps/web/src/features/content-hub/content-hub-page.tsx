import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchX } from 'lucide-react';
import { HUB_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { UploadProgressList } from '@/features/media';
import { useCreateNote } from '@/features/notes';
import { errorMessage } from '@/lib/api';
import { useCollections, useHubFacets, useHubLive, useHubSearch, useToggleCollectionItem } from './api';
import { CollectionsPanel } from './components/collections-panel';
import { EMPTY_FILTERS, HubFilters, type HubFilterValues } from './components/hub-filters';
import { HubItemRow } from './components/hub-item-row';
import { HubSubheader } from './components/hub-subheader';
import { useDebounced } from './use-debounced';

/** /content-hub ('Innholdshub'): one searchable list of notes and media, with counts, filters and collections. */
export default function ContentHubPage() {
  useHubLive();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<HubFilterValues>(EMPTY_FILTERS);
  const [collection, setCollection] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const q = useDebounced(search.trim(), 200);
  const query = {
    q: q || undefined,
    type: filters.type,
    tag: filters.tag || undefined,
    owner: filters.owner || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    collection: collection ?? undefined,
    page,
  };
  const results = useHubSearch(query);
  const facets = useHubFacets();
  const collections = useCollections();
  const toggle = useToggleCollectionItem();
  const createNote = useCreateNote();
  const data = results.data;
  const allCollections = collections.data?.collections ?? [];
  const nothingAtAll = data && data.counts.total === 0 && !q && JSON.stringify(filters) === JSON.stringify(EMPTY_FILTERS) && !collection;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4 px-4 pb-8 sm:px-6">
      <HubSubheader
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(0);
        }}
        counts={data?.counts}
        creatingNote={createNote.isPending}
        onNewNote={() =>
          createNote.mutate(
            {},
            {
              onSuccess: ({ note }) => navigate(`/notes?id=${note.id}&ny=1`),
              onError: (error) => toast({ title: 'Kunne ikke lage notat', description: errorMessage(error), variant: 'destructive' }),
            },
          )
        }
      />
      <UploadProgressList />
      <div className="grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <CollectionsPanel
          collections={allCollections}
          selected={collection}
          onSelect={(id) => {
            setCollection(id);
            setPage(0);
          }}
        />
        <section aria-label="Innhold" className="grid content-start gap-3">
          <HubFilters
            value={filters}
            onChange={(value) => {
              setFilters(value);
              setPage(0);
            }}
            tags={facets.data?.tags ?? []}
            owners={facets.data?.owners ?? []}
          />
          {!data ? (
            <LoadingScreen message="Laster innhold …" className="min-h-48" />
          ) : data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground">
              <SearchX aria-hidden className="size-8" />
              <p>{nothingAtAll ? HUB_STRINGS.empty : HUB_STRINGS.noResults}</p>
            </div>
          ) : (
            <ul aria-label="Treff" aria-busy={results.isFetching} className="grid gap-2">
              {data.items.map((item) => (
                <HubItemRow
                  key={`${item.type}:${item.id}`}
                  item={item}
                  collections={allCollections}
                  onToggleCollection={(collectionId, add) =>
                    toggle.mutate(
                      { collectionId, ref: { item_type: item.type, item_id: item.id }, add },
                      { onError: (error) => toast({ title: 'Kunne ikke endre samlingen', description: errorMessage(error), variant: 'destructive' }) },
                    )
                  }
                />
              ))}
            </ul>
          )}
          {data && (page > 0 || data.has_more) && (
            <div className="flex items-center justify-center gap-3">
              <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                Forrige
              </Button>
              <span className="text-sm text-muted-foreground">Side {page + 1}</span>
              <Button variant="outline" size="sm" disabled={!data.has_more} onClick={() => setPage((p) => p + 1)}>
                Neste
              </Button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
