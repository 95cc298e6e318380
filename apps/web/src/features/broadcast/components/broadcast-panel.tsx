import { Link } from 'react-router';
import { ArrowRight, Megaphone } from 'lucide-react';
import { BROADCAST_STRINGS, type BroadcastMessage } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { useDismissBroadcast } from '../api';
import { useLiveBroadcasts } from '../use-live-broadcasts';
import { BroadcastComposer } from './broadcast-composer';
import { BroadcastMessageItem } from './broadcast-message-item';

export const BROADCAST_PAGE_PATH = '/broadcast';
const COMPACT_LIMIT = 4;

/**
 * The broadcast list (spec sections 7 and 8): send to everyone, and the active messages newest
 * first with sender, time, priority and who has acknowledged. `compact` is the dashboard card,
 * which shows the newest few and links to the full panel.
 */
export function BroadcastPanel({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { messages, isLoading, error } = useLiveBroadcasts();
  const { timeZone } = useAppConfig();
  const dismiss = useDismissBroadcast();
  const shown = messages && compact ? messages.slice(0, COMPACT_LIMIT) : messages;
  const hidden = messages && shown ? messages.length - shown.length : 0;

  const onDismiss = (message: BroadcastMessage) =>
    dismiss.mutate(message, {
      onSuccess: () => toast({ title: BROADCAST_STRINGS.toast.removed, variant: 'success' }),
      onError: (err) => toast({ title: BROADCAST_STRINGS.toast.removeFailed, description: errorMessage(err), variant: 'destructive' }),
    });

  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeading icon={Megaphone} title="Meldinger til alle" description="Aktive beskjeder til hele teamet. Meldinger som haster og kritiske meldinger vises øverst på alle sider til de er bekreftet.">
        {messages && (
          <Badge variant="secondary" aria-label={`${messages.length} aktive meldinger`}>
            {messages.length}
          </Badge>
        )}
      </CardHeading>
      <CardContent className="flex flex-1 flex-col gap-4">
        <BroadcastComposer />
        <section aria-label="Aktive meldinger" className="flex flex-1 flex-col gap-3">
          {isLoading && (
            <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              Henter meldinger...
            </p>
          )}
          {error && !messages && <p className="py-6 text-center text-sm text-muted-foreground">Kunne ikke hente meldingene. {errorMessage(error)}</p>}
          {shown && shown.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">Ingen aktive meldinger.</p>}
          {shown && shown.length > 0 && (
            <ul className="grid gap-2" aria-label="Aktive meldinger">
              {shown.map((message) => (
                <BroadcastMessageItem
                  key={message.id}
                  message={message}
                  timeZone={timeZone}
                  onDismiss={onDismiss}
                  dismissing={dismiss.isPending && dismiss.variables?.id === message.id}
                />
              ))}
            </ul>
          )}
          {compact && (
            <Button asChild variant="link" className="mt-auto self-start px-0">
              <Link to={BROADCAST_PAGE_PATH}>
                {hidden > 0 ? `Se alle ${messages?.length ?? ''} meldinger` : 'Åpne meldingspanelet'}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
