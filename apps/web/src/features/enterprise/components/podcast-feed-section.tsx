import { Link } from 'react-router';
import { PODCAST_PATHS, PODCAST_STRINGS, STATION_SETTINGS_STRINGS as S } from '@studioportal/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ShowSettingsForm, usePodcastSync, useShowSettings } from '@/features/podcast';
import { errorMessage } from '@/lib/api';

/**
 * The podcast feed's metadata, edited with the podcast feature's own form and API (PUT
 * /api/podcast/show, its schema and its permission), so /podcast/manage and /enterprise are one
 * editor in two places.
 */
export function PodcastFeedSection() {
  const show = useShowSettings();
  usePodcastSync();
  return (
    <section aria-labelledby="enterprise-podcast-heading" className="grid gap-3">
      <div>
        <h2 id="enterprise-podcast-heading" className="text-lg font-semibold tracking-tight">
          {S.podcastTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {S.podcastIntro}{' '}
          <Link className="font-medium underline underline-offset-4 hover:text-primary" to={`${PODCAST_PATHS.manage}?tab=show`}>
            {PODCAST_STRINGS.manage.title}
          </Link>
          .
        </p>
      </div>
      {show.isPending ? (
        <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner className="size-4" /> {S.podcastLoading}
        </div>
      ) : show.isError ? (
        <Card role="alert" className="p-6 text-sm text-red-700 dark:text-red-300">
          {errorMessage(show.error)}
        </Card>
      ) : (
        <ShowSettingsForm show={show.data.show} feedUrl={`${window.location.origin}${PODCAST_PATHS.feed}`} />
      )}
    </section>
  );
}
