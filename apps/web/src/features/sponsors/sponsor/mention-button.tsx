import { Megaphone, Undo2 } from 'lucide-react';
import { SPONSOR_STRINGS, type Sponsor } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { haptic } from '@/lib/mobile';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { forgetMark, rememberMark, useUndoableMark } from '../api/mention-marks';
import { useMarkMention, useUndoMention } from '../api/sponsors';
import { SPONSOR_WEB } from '../strings';

/** How long the toast with its own "Angre" stays; the button keeps its "Angre" for the whole undo window. */
const TOAST_MS = 10_000;

/**
 * "Nevnt på lufta" for one sponsor: records a studio mention now, says so in a toast (announced)
 * with "Angre", and keeps "Angre" beside the button for as long as the server allows taking it
 * back. A mark needs the network: it is a fact of the moment, not something to send later.
 */
export function MentionButton({ sponsor, size = 'default', className }: { sponsor: Pick<Sponsor, 'id' | 'name'>; size?: 'sm' | 'default' | 'lg'; className?: string }) {
  const mark = useMarkMention();
  const undo = useUndoMention();
  const ownMark = useUndoableMark(sponsor.id);
  const m = SPONSOR_WEB.mention;

  const takeBack = (mentionId: string) =>
    undo.mutate(mentionId, {
      onSuccess: () => {
        forgetMark(mentionId);
        haptic('light');
        toast({ title: m.undone(sponsor.name) });
      },
      onError: (error) => toast({ title: m.undoFailed, description: errorMessage(error), variant: 'destructive' }),
    });

  const press = () =>
    mark.mutate(sponsor.id, {
      onSuccess: (mention) => {
        rememberMark({ mentionId: mention.id, sponsorId: sponsor.id, at: Date.now() });
        haptic('medium');
        const handle = toast({
          title: SPONSOR_STRINGS.mentionRecorded(sponsor.name),
          variant: 'success',
          duration: TOAST_MS,
          description: (
            <Button
              variant="outline"
              size="sm"
              className="mt-1"
              aria-label={m.undoLabel(sponsor.name)}
              onClick={() => {
                handle.dismiss();
                takeBack(mention.id);
              }}
            >
              <Undo2 aria-hidden /> {m.undo}
            </Button>
          ),
        });
      },
      onError: (error) => toast({ title: m.failed, description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <RequiresNetwork className={cn('gap-1.5', className)}>
      {({ offline, controlProps }) => (
        <>
          <Button size={size} onClick={press} disabled={mark.isPending || offline} aria-label={m.button(sponsor.name)} {...controlProps}>
            <Megaphone aria-hidden />
            {SPONSOR_STRINGS.mentionButton}
          </Button>
          {ownMark && (
            <Button variant="outline" size={size} onClick={() => takeBack(ownMark.mentionId)} disabled={undo.isPending || offline} aria-label={m.undoLabel(sponsor.name)} {...controlProps}>
              <Undo2 aria-hidden />
              {m.undo}
            </Button>
          )}
        </>
      )}
    </RequiresNetwork>
  );
}
