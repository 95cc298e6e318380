import { AppErrorBoundary } from '@/app/error/app-error-boundary';
import { BaseProviders } from '@/components/base-providers';
import { createQueryClient } from '@/lib/query-client';
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

/** The public /podcast page as its own app (podcast-main.tsx): providers, the light top bar, the page; a crash ends on 'Noe gikk galt', as in the staff app. */
export function ListenerApp() {
  return (
    <AppErrorBoundary>
      <BaseProviders queryClient={queryClient}>
        <ListenerPage />
      </BaseProviders>
    </AppErrorBoundary>
  );
}
