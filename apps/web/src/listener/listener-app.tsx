import { PODCAST_PATHS } from '@studioportal/shared';
import { AppErrorBoundary } from '@/app/error/app-error-boundary';
import { BaseProviders } from '@/components/base-providers';
import { createQueryClient } from '@/lib/query-client';
import PodcastEmbedPage from '@/features/podcast/embed/podcast-embed-page';
import PodcastPage from '@/features/podcast/public/podcast-page';
import type { ManageLinkComponent } from '@/features/podcast/public/show-header';
import { useListenerSession } from './listener-session';
import { ListenerShell } from './listener-shell';

const queryClient = createQueryClient();

/** A plain link: the page it leads to (the staff app) is another entry, loaded in full. */
const DocumentLink: ManageLinkComponent = ({ to, ...rest }) => <a href={to} {...rest} />;

function ListenerPage() {
  const { staff, may } = useListenerSession();
  return (
    <ListenerShell staff={staff}>
      <PodcastPage ManageLink={may('editPlanning') ? DocumentLink : undefined} />
    </ListenerShell>
  );
}

/**
 * The public podcast pages as their own app (podcast-main.tsx): /podcast with the light top bar, and
 * /podcast-embed, the player alone for other sites' iframes (no top bar, no session asked for). The
 * embed is imported, not lazy: as a lazy chunk it split seven more shared modules out of the entry's
 * file, 13 files to fetch before the page works instead of 6 (decision 019). A crash ends on 'Noe
 * gikk galt', as in the staff app.
 */
export function ListenerApp() {
  return (
    <AppErrorBoundary>
      <BaseProviders queryClient={queryClient}>{window.location.pathname === PODCAST_PATHS.embed ? <PodcastEmbedPage /> : <ListenerPage />}</BaseProviders>
    </AppErrorBoundary>
  );
}
