import { Link } from 'react-router';
import { Podcast } from 'lucide-react';
import { PODCAST_PATHS, PODCAST_SKIP_BACK_S, PODCAST_SKIP_FORWARD_S, PODCAST_STRINGS, podcastEmbedUrl } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { usePublicPodcast } from '../api';
import { PodcastPlayer } from '../player/podcast-player';
import { EmbedFrame } from './embed-frame';

const SHORTCUTS: [string, string][] = [
  ['Mellomrom eller K', 'Spill av / pause'],
  ['← / →', '15 sekunder tilbake / frem'],
  ['Shift + ← / →', '30 sekunder tilbake / frem'],
  ['J / L', `${PODCAST_SKIP_BACK_S} sekunder tilbake / ${PODCAST_SKIP_FORWARD_S} sekunder frem`],
  ['Home', 'Til starten'],
  ['< / >', 'Lavere / høyere hastighet'],
];

/** /podcast-player-demo: the player in each of its variants, with the newest real episode. */
export default function PlayerDemoPage() {
  const { data, isPending } = usePublicPodcast();
  const { can } = useAuth();
  if (isPending || !data) return <LoadingScreen message="Laster spilleren..." />;
  const episode = data.episodes[0];

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{PODCAST_STRINGS.demo.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          De samme kontrollene overalt: på podkastsiden, i den kompakte varianten og innebygd på andre nettsider. Posisjonen huskes per episode i nettleseren.
        </p>
      </div>

      {!episode ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Podcast aria-hidden className="size-10 text-muted-foreground" />
          <p className="text-muted-foreground">{PODCAST_STRINGS.player.noEpisode}</p>
          {can('editPlanning') && (
            <Button asChild>
              <Link to={PODCAST_PATHS.manage}>{PODCAST_STRINGS.page.manage}</Link>
            </Button>
          )}
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Full spiller</CardTitle>
              <CardDescription>Med kapitler, hastighet og deling ved et tidspunkt. Brukes på podkastsiden.</CardDescription>
            </CardHeader>
            <CardContent>
              <PodcastPlayer episode={episode} showTitle={data.show.title} titleAs="h3" eyebrow={PODCAST_STRINGS.page.latest} />
            </CardContent>
          </Card>

          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Kompakt spiller</CardTitle>
                <CardDescription>For smale flater og små rammer.</CardDescription>
              </CardHeader>
              <CardContent>
                <PodcastPlayer episode={episode} showTitle={data.show.title} variant="compact" titleAs="h3" />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Tastatursnarveier</CardTitle>
                <CardDescription>Virker når spilleren har fokus, og overalt i den innebygde spilleren.</CardDescription>
              </CardHeader>
              <CardContent>
                <table className="w-full text-sm">
                  <caption className="sr-only">Tastatursnarveier for podkastspilleren</caption>
                  <tbody>
                    {SHORTCUTS.map(([keys, action]) => (
                      <tr key={keys} className="border-b last:border-0">
                        <th scope="row" className="py-2 pr-4 text-left font-medium">
                          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
                        </th>
                        <td className="py-2 text-muted-foreground">{action}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </CardContent>
            </Card>
          </div>

          <Card>
            <CardHeader>
              <CardTitle>Innebygd</CardTitle>
              <CardDescription>
                Som på en annen nettside, i mørkt og lyst tema. <Link to={PODCAST_PATHS.embedGenerator} className="text-primary underline-offset-4 hover:underline">Lag din egen kode</Link>.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 lg:grid-cols-2">
              <EmbedFrame src={podcastEmbedUrl(window.location.origin, { episode: episode.id, theme: 'dark' })} size="compact" showTitle={data.show.title} className="ring-1 ring-border" />
              <EmbedFrame src={podcastEmbedUrl(window.location.origin, { episode: episode.id, theme: 'light' })} size="compact" showTitle={data.show.title} className="ring-1 ring-border" />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
