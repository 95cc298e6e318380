import { ShieldOff } from 'lucide-react';
import { BLOCK_KIND_LABELS } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { displayName } from '@/lib/people';
import { whenText } from '../lib/format';
import { LoadState } from '../load-state';
import { HUB } from '../strings';
import { AddBlockForm } from './add-block-form';
import { useBlocks, useRemoveBlock } from './api';

/** Blokkerte avsendere (moderators): block a phone number by hand, see and lift blocks. */
export function BlocksTab() {
  const blocks = useBlocks(true);
  const remove = useRemoveBlock();
  const { timeZone } = useAppConfig();
  const list = blocks.data ?? [];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <section aria-label={HUB.tabs.blocks} className="order-2 grid min-w-0 gap-3 lg:order-1">
        <LoadState query={blocks}>
          {list.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{HUB.noBlocks}</p>
          ) : (
            <ul className="grid gap-3" aria-label={HUB.tabs.blocks}>
              {list.map((block) => (
                <li key={block.id} className="flex flex-wrap items-start gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="tabular font-semibold">{block.label}</span>
                      <Badge variant="secondary">{BLOCK_KIND_LABELS[block.kind]}</Badge>
                    </p>
                    {block.reason && <p className="break-words text-sm">{block.reason}</p>}
                    <p className="text-xs text-muted-foreground">{HUB.blockedBy(block.created_by ? displayName(block.created_by.full_name) : 'ukjent', whenText(block.created_at, timeZone))}</p>
                  </div>
                  <RequiresNetwork>
                    {({ offline, controlProps }) => (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={(remove.isPending && remove.variables === block.id) || offline}
                        {...controlProps}
                        aria-label={HUB.unblockFor(block.label)}
                        onClick={() =>
                          remove.mutate(block.id, {
                            onSuccess: () => toast({ title: HUB.unblocked, duration: 3000 }),
                            onError: (error) => toast({ title: HUB.actionFailed, description: errorMessage(error), variant: 'destructive' }),
                          })
                        }
                      >
                        <ShieldOff aria-hidden />
                        {HUB.unblock}
                      </Button>
                    )}
                  </RequiresNetwork>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </section>
      <AddBlockForm className="order-1 lg:order-2" />
    </div>
  );
}
