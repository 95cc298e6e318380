import { Link, useSearchParams } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { PODCAST_PATHS, PODCAST_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useShowSettings, useStaffEpisodes } from '../api';
import { EpisodeEditor } from './episode-editor';
import { EpisodeRows } from './episode-rows';
import { NewEpisodeDialog } from './new-episode-dialog';
import { ShowSettingsForm } from './show-settings-form';
import { usePodcastSync } from './use-podcast-sync';

const S = PODCAST_STRINGS.manage;
type Tab = 'episodes' | 'show';

/**
 * /podcast/manage (Programleder, Administrator): episodes with the editor beside the list, and the
 * show's feed settings. The open episode and tab live in the address, so a link or reload keeps them.
 */
export default function ManagePodcastPage() {
  const [params, setParams] = useSearchParams();
  const episodes = useStaffEpisodes();
  const show = useShowSettings();
  usePodcastSync();
  const tab: Tab = params.get('tab') === 'show' ? 'show' : 'episodes';
  const editId = params.get('edit');

  const navigate = (next: { tab?: Tab; edit?: string | null }) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.tab) p.set('tab', next.tab);
        if (next.edit !== undefined) {
          if (next.edit) p.set('edit', next.edit);
          else p.delete('edit');
        }
        return p;
      },
      { replace: next.edit === undefined },
    );

  if (episodes.isPending || show.isPending) return <LoadingScreen message="Laster podkasten..." />;
  const list = episodes.data?.episodes ?? [];
  const editing = list.find((e) => e.id === editId) ?? null;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-bold tracking-tight">{S.title}</h1>
        <Button asChild variant="ghost">
          <Link to={PODCAST_PATHS.page}>
            <ExternalLink aria-hidden />
            {S.viewPublic}
          </Link>
        </Button>
        <NewEpisodeDialog episodes={list} onCreated={(id) => navigate({ tab: 'episodes', edit: id })} />
      </div>

      <Tabs value={tab} onValueChange={(value) => navigate({ tab: value as Tab })}>
        <TabsList className="max-w-md">
          <TabsTrigger value="episodes">
            {S.episodes} ({list.length})
          </TabsTrigger>
          <TabsTrigger value="show">{S.showSettings}</TabsTrigger>
        </TabsList>

        <TabsContent value="episodes">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
            <section aria-label={S.episodes} className={cn('min-w-0', editing && 'hidden lg:block')}>
              <EpisodeRows episodes={list} selectedId={editing?.id ?? null} onOpen={(id) => navigate({ edit: id })} fallbackArtwork={show.data?.show.artwork_url ?? null} />
            </section>
            <section aria-label={S.editEpisode} className={cn('min-w-0', !editing && 'hidden lg:block')}>
              {editing ? (
                <EpisodeEditor key={editing.id} episode={editing} onClose={() => navigate({ edit: null })} />
              ) : (
                <Card className="flex min-h-48 items-center justify-center p-8 text-center text-sm text-muted-foreground">
                  Velg en episode i listen for å redigere den, eller lag en ny.
                </Card>
              )}
            </section>
          </div>
        </TabsContent>

        <TabsContent value="show">
          {show.data && <ShowSettingsForm show={show.data.show} feedUrl={`${window.location.origin}${PODCAST_PATHS.feed}`} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}
