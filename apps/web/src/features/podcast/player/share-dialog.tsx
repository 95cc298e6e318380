import { useId, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { formatDuration, PODCAST_STRINGS, podcastShareUrl } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '../lib/copy-text';
import { ShareButton } from './player-triggers';

const S = PODCAST_STRINGS.player;

/**
 * "Del": a link to the episode on the public page, optionally starting where the listener is
 * now (?t=). The moment is taken when the dialog opens, so it does not drift while they copy.
 */
export function ShareDialog({
  episodeId,
  episodeTitle,
  currentTime,
  compact = false,
  defaultOpen = false,
}: {
  episodeId: string;
  episodeTitle: string;
  currentTime: number;
  compact?: boolean;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  // Opened at once (the first click loaded this code): the moment is taken now, as onOpenChange would.
  const [moment, setMoment] = useState(() => (defaultOpen ? Math.floor(currentTime) : 0));
  const [atMoment, setAtMoment] = useState(() => defaultOpen && Math.floor(currentTime) >= 1);
  const [copied, setCopied] = useState(false);
  const checkboxId = useId();
  const url = podcastShareUrl(window.location.origin, episodeId, atMoment ? moment : undefined);

  const onOpenChange = (next: boolean) => {
    if (next) {
      const now = Math.floor(currentTime);
      setMoment(now);
      setAtMoment(now >= 1);
      setCopied(false);
    }
    setOpen(next);
  };

  const copy = async () => {
    const ok = await copyText(url);
    setCopied(ok);
    toast(ok ? { title: S.linkCopied, variant: 'success', duration: 3000 } : { title: S.copyFailed, variant: 'destructive' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <ShareButton episodeTitle={episodeTitle} compact={compact} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{S.shareTitle}</DialogTitle>
          <DialogDescription>{episodeTitle}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <div className="flex gap-2">
            <Input readOnly value={url} aria-label={S.copyLink} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs md:text-xs" />
            <Button onClick={copy} className="shrink-0">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {S.copyLink}
            </Button>
          </div>
          {moment >= 1 && (
            <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm">
              <input
                id={checkboxId}
                type="checkbox"
                checked={atMoment}
                onChange={(e) => setAtMoment(e.currentTarget.checked)}
                className="size-4 accent-[var(--primary)]"
              />
              {S.shareAtTime(formatDuration(moment))}
            </label>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
