import { Link } from 'react-router';
import { PODCAST_PATHS } from '@studioportal/shared';
import { errorMessage } from '@/lib/api';
import { useScheduledPublishes } from './api';
import { whenText } from './schedule-text';
import { AUTOMATION_WEB as T } from './strings';

/** The podcast's scheduled publishes, each a link to the episode in the podcast manager. */
export function ScheduledPublishes() {
  const query = useScheduledPublishes();
  return (
    <section aria-labelledby="automation-publishes" className="mt-8 grid gap-3">
      <div>
        <h2 id="automation-publishes" className="text-lg font-semibold">
          {T.publishesTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{T.publishesIntro}</p>
      </div>
      {query.isPending ? null : !query.data ? (
        <p role="alert" className="text-sm">
          {errorMessage(query.error, T.publishesFailed)}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.publishesEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {query.data.map((episode) => (
            <li key={episode.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border p-3 text-sm">
              <Link to={`${PODCAST_PATHS.manage}?edit=${encodeURIComponent(episode.id)}`} className="font-medium text-primary underline-offset-4 hover:underline dark:text-blue-400">
                {episode.title}
              </Link>
              <span className="text-muted-foreground">{T.publishesAt(whenText(episode.publish_at))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
