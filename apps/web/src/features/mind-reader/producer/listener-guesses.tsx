import { Check, Star } from 'lucide-react';
import type { MindReaderSecret } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { formatTime } from '@/lib/datetime';
import { useOnline } from '@/lib/offline/online-status';
import { useChooseFirstListener } from '../api';
import { MR_WEB } from '../strings';

/**
 * The listeners' guesses of the round (from the producer's secret view, newest first): those that
 * match the secret are marked, the first right one says so, and the producer may pick another by
 * hand (a near miss the matching did not catch).
 */
export function ListenerGuesses({ roundId, secret, onChanged }: { roundId: string; secret: MindReaderSecret; onChanged: (secret: MindReaderSecret) => void }) {
  const choose = useChooseFirstListener();
  const online = useOnline();
  const firstId = secret.first_listener?.message_id ?? null;
  return (
    <div className="grid gap-3">
      {secret.first_listener && (
        <p className="flex flex-wrap items-center gap-2 rounded-lg border border-green-600/40 bg-green-600/10 px-3 py-2">
          <Star aria-hidden className="size-4 text-green-700 dark:text-green-300" />
          <span className="font-medium">{MR_WEB.pickedFirst}:</span>
          <span>{secret.first_listener.name}</span>
        </p>
      )}
      {secret.listener_guesses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{MR_WEB.noListenerGuesses}</p>
      ) : (
        <ul aria-label={MR_WEB.listenerHeading} className="grid max-h-96 gap-2 overflow-y-auto">
          {secret.listener_guesses.map((guess) => {
            const isFirst = guess.message_id === firstId;
            return (
              <li key={guess.message_id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2" data-matches={guess.matches}>
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{guess.text}</span>
                  <span className="text-xs text-muted-foreground">
                    {guess.name}
                    {formatTime(guess.at) ? ` · ${formatTime(guess.at)}` : ''}
                  </span>
                </div>
                <div className="flex items-center gap-2">
                  {guess.matches && (
                    <Badge variant="success">
                      <Check aria-hidden />
                      {MR_WEB.matches}
                    </Badge>
                  )}
                  {isFirst ? (
                    <Badge variant="default">{MR_WEB.pickedFirst}</Badge>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`${MR_WEB.pickFirst}: ${guess.name}, ${guess.text}`}
                      disabled={!online || choose.isPending}
                      onClick={() =>
                        choose.mutate({ roundId, messageId: guess.message_id }, { onSuccess: onChanged, onError: (e) => toast({ title: MR_WEB.actionFailed, description: errorMessage(e), variant: 'destructive' }) })
                      }
                    >
                      {MR_WEB.pickFirst}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
