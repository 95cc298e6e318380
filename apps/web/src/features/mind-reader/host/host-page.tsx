import { Link } from 'react-router';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadState } from '../components/load-state';
import { useToday } from '../api';
import { MR_WEB } from '../strings';
import { useMindReaderSync } from '../use-mind-reader-sync';
import { HostView } from './host-view';

/** /host/mind-reader: the host's screen, live. Everyone may open it; it never carries the secret. */
export default function HostPage() {
  const today = useToday();
  useMindReaderSync();
  const session = today.data?.session ?? null;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{MR_WEB.hostTitle}</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/host/mind-reader/sessions">
            <History aria-hidden />
            {MR_WEB.historyLink}
          </Link>
        </Button>
      </div>
      {today.data === undefined ? (
        <LoadState pending={today.isPending} error={today.error} onRetry={() => void today.refetch()} />
      ) : session && !session.closed_at ? (
        <HostView session={session} />
      ) : (
        <p className="text-xl font-semibold">{MR_WEB.hostNoSession}</p>
      )}
    </div>
  );
}
