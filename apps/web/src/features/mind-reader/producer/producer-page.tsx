import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { displayName } from '@/lib/people';
import { LoadState } from '../components/load-state';
import { useToday } from '../api';
import { MR_WEB } from '../strings';
import { useMindReaderSync } from '../use-mind-reader-sync';
import { ProducerDesk } from './producer-desk';
import { StartSessionForm } from './start-session-form';

/**
 * /producer/mind-reader. The session's producer gets the desk; with no open session a runGames
 * holder gets the start form; anyone else is told who produces and sent to the host view. The desk
 * (the only part that asks for the secret) is mounted for `today.role === 'producer'` alone.
 */
export default function ProducerPage() {
  const today = useToday();
  useMindReaderSync();
  const runsGames = useAuth().can('runGames');
  const data = today.data;
  const session = data?.session && !data.session.closed_at ? data.session : null;

  let body;
  if (!data) body = <LoadState pending={today.isPending} error={today.error} onRetry={() => void today.refetch()} />;
  else if (session && data.role === 'producer') body = <ProducerDesk session={session} />;
  else if (session) body = <NotProducer producer={displayName(session.producer.full_name)} />;
  else if (runsGames) body = <StartSessionForm />;
  else body = <NotAllowed />;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{MR_WEB.producerTitle}</h1>
      {body}
    </div>
  );
}

function NotProducer({ producer }: { producer: string }) {
  return (
    <section aria-labelledby="mr-not-producer" className="grid max-w-2xl justify-items-start gap-3 rounded-xl border bg-card p-5" data-testid="mind-reader-not-producer">
      <h2 id="mr-not-producer" className="flex items-center gap-2 text-lg font-semibold">
        <Info aria-hidden className="size-5 text-muted-foreground" />
        {MR_WEB.notProducerTitle}
      </h2>
      <p>{MR_WEB.notProducerText(producer)}</p>
      <Button asChild>
        <Link to="/host/mind-reader">{MR_WEB.goToHost}</Link>
      </Button>
    </section>
  );
}

function NotAllowed() {
  return (
    <section className="grid max-w-2xl justify-items-start gap-3 rounded-xl border bg-card p-5">
      <p>{MR_WEB.noSessionToday}</p>
      <p className="text-muted-foreground">{MR_WEB.noRunGames}</p>
      <Button asChild variant="outline">
        <Link to="/host/mind-reader">{MR_WEB.goToHost}</Link>
      </Button>
    </section>
  );
}
