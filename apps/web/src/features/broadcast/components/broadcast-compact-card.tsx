import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Megaphone, PenLine } from 'lucide-react';
import { BROADCAST_STRINGS } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeading } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { PRIORITY_STYLES } from '../priority-style';
import { useLiveBroadcasts } from '../use-live-broadcasts';
import { BroadcastComposer } from './broadcast-composer';
import { BROADCAST_PAGE_PATH } from './broadcast-panel';

const SHOWN = 3;
const ICON_TONES = { normal: 'text-muted-foreground', urgent: 'text-amber-600 dark:text-amber-300', critical: 'text-red-600 dark:text-red-400' } as const;

/**
 * The dashboard's "Meldinger til alle" as a compact card (issue 19): the newest few messages on a
 * line each and a button that opens the full composer (the same form, strings and rules as on
 * the message panel) in a dialog, which closes once the message is sent.
 */
export default function BroadcastCompactCard() {
  const { messages, isLoading, error } = useLiveBroadcasts();
  const { timeZone } = useAppConfig();
  const [composing, setComposing] = useState(false);
  const shown = messages?.slice(0, SHOWN) ?? [];

  return (
    <Card role="region" aria-label="Meldinger til alle" className="flex flex-col">
      <CardHeading icon={Megaphone} title="Meldinger til alle" description="Beskjeder til hele teamet.">
        {messages && (
          <Badge variant="secondary" aria-label={`${messages.length} aktive meldinger`}>
            {messages.length}
          </Badge>
        )}
      </CardHeading>
      <CardContent className="flex flex-1 flex-col gap-3">
        {isLoading ? (
          <p role="status" className="flex items-center gap-2 py-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            Henter meldinger...
          </p>
        ) : error && !messages ? (
          <p className="py-2 text-sm text-muted-foreground">Kunne ikke hente meldingene.</p>
        ) : shown.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">Ingen aktive meldinger.</p>
        ) : (
          <ul aria-label="Nyeste meldinger" className="grid gap-1.5">
            {shown.map((message) => {
              const Icon = PRIORITY_STYLES[message.priority].icon;
              return (
                <li key={message.id} className="flex min-w-0 items-center gap-2 text-sm">
                  <Icon className={cn('size-4 shrink-0', ICON_TONES[message.priority])} aria-hidden />
                  <span className="sr-only">{BROADCAST_STRINGS.priorityLabels[message.priority]}:</span>
                  <span className="min-w-0 flex-1 truncate">{message.message}</span>
                  <span className="tabular shrink-0 text-xs text-muted-foreground">
                    {displayName(message.sender?.full_name).split(' ')[0]} {formatTime(message.created_at, timeZone)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <Button size="sm" onClick={() => setComposing(true)}>
            <PenLine aria-hidden />
            Ny melding til alle
          </Button>
          <Button asChild variant="link" size="sm" className="px-1">
            <Link to={BROADCAST_PAGE_PATH}>
              {messages && messages.length > SHOWN ? `Se alle ${messages.length}` : 'Alle meldinger'}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </CardContent>
      <Dialog open={composing} onOpenChange={setComposing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Meldinger til alle</DialogTitle>
            <DialogDescription>Meldingen vises for alle i sanntid. Haster og kritisk legger seg øverst på alle sider til den er bekreftet.</DialogDescription>
          </DialogHeader>
          <BroadcastComposer autoFocus onSent={() => setComposing(false)} />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
