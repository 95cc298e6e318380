import { Inbox } from 'lucide-react';
import { LISTENER_STRINGS, type ListenerMessage } from '@studioportal/shared';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { CardLink } from '@/components/ui/card-link';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { useListenerSummary } from './api';
import { messageTime } from './format';
import { SourceBadge } from './message-parts';
import { NewCount } from './new-count';
import { useListenerSync } from './use-listener-sync';

/** Dashboard card: how many new listener messages there are, and the five latest. */
export default function ListenerCard() {
  useListenerSync();
  const { data, isPending, isError } = useListenerSummary();
  const { timeZone } = useAppConfig();
  const count = data?.new_count ?? 0;

  return (
    <Card className="flex flex-col">
      <CardHeading
        icon={Inbox}
        title={LISTENER_STRINGS.queueTitle}
        description={data ? (count === 0 ? 'Ingen nye meldinger.' : `${count} ${count === 1 ? 'ny melding' : 'nye meldinger'}.`) : 'Det lytterne sender inn.'}
      >
        {data && <NewCount count={count} />}
      </CardHeading>
      <CardContent className="flex flex-1 flex-col gap-3">
        {isPending ? (
          <div role="status" className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            Henter lyttermeldinger...
          </div>
        ) : isError ? (
          <p className="py-4 text-sm text-muted-foreground">Kunne ikke hente lyttermeldingene akkurat nå.</p>
        ) : data.latest.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">Ingen lyttermeldinger ennå.</p>
        ) : (
          <ul className="-mx-2 grid gap-0.5" aria-label="Siste lyttermeldinger">
            {data.latest.map((message) => (
              <li key={message.id}>
                <Row message={message} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
        <CardLink to="/listener-messages">Åpne lyttermeldinger</CardLink>
      </CardContent>
    </Card>
  );
}

function Row({ message, timeZone }: { message: ListenerMessage; timeZone: string }) {
  const text = message.request ? `${message.request.artist} – ${message.request.title}` : message.body;
  return (
    <div className="grid gap-0.5 rounded-md px-2 py-2">
      <span className="flex items-center gap-2 text-xs text-muted-foreground">
        <SourceBadge message={message} className="px-1.5 py-0 text-[0.625rem]" />
        <span className={message.status === 'ny' ? 'min-w-0 flex-1 truncate font-semibold text-foreground' : 'min-w-0 flex-1 truncate font-medium text-foreground'}>
          {message.name}
        </span>
        {message.status === 'ny' && <span className="sr-only">(ny)</span>}
        <time dateTime={message.created_at} className="tabular shrink-0">
          {messageTime(message.created_at, timeZone)}
        </time>
      </span>
      <span className="line-clamp-2 break-words text-sm text-muted-foreground">{text}</span>
    </div>
  );
}
