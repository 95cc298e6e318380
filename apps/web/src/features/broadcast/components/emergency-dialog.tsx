import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send, Siren } from 'lucide-react';
import { BROADCAST_MESSAGE_MAX, BROADCAST_STRINGS, EMERGENCY_PRIORITY, broadcastCounter } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { haptic } from '@/lib/mobile';
import { SHOW_EMERGENCY_BROADCAST_EVENT, takeEmergencyRequest } from '@/lib/events';
import { useAuth } from '@/features/auth';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useSendBroadcast } from '../api';
import { isMacPlatform, isSendShortcut } from '../platform';

const { dialog: TEXT, toast: TOASTS } = BROADCAST_STRINGS;

/**
 * 'Send akuttmelding' (spec sections 2, 5 and 8). Opens whenever a 'showEmergencyBroadcast'
 * event fires on window — the shell's Akutt buttons fire it, and so may anything else.
 */
export default function EmergencyDialog() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useSendBroadcast();
  const mac = useMemo(isMacPlatform, []);
  const fieldId = useId();
  const counterId = `${fieldId}-counter`;
  const tipId = `${fieldId}-tip`;

  useEffect(() => {
    const show = () => {
      takeEmergencyRequest();
      setOpen(true);
    };
    if (takeEmergencyRequest()) setOpen(true);
    window.addEventListener(SHOW_EMERGENCY_BROADCAST_EVENT, show);
    return () => window.removeEventListener(SHOW_EMERGENCY_BROADCAST_EVENT, show);
  }, []);

  const trimmed = text.trim();
  const sending = send.isPending;

  const submit = () => {
    if (sending) return;
    if (!trimmed || !user) {
      toast({ title: TOASTS.noMessage.title, description: TOASTS.noMessage.description, variant: 'destructive' });
      return;
    }
    send.mutate(
      { message: trimmed, priority: EMERGENCY_PRIORITY },
      {
        onSuccess: () => {
          haptic('heavy');
          toast({ title: TOASTS.sent.title, description: TOASTS.sent.description, variant: 'success' });
          setText('');
          setOpen(false);
        },
        // The dialog stays open with the text kept, so trying again is one press away.
        onError: (error) => {
          toast({ title: TOASTS.sendFailed.title, description: TOASTS.sendFailed.description(errorMessage(error)), variant: 'destructive' });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendShortcut(event)) return;
    event.preventDefault();
    submit();
  };

  const nearLimit = text.length >= BROADCAST_MESSAGE_MAX - 50;

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
      <DialogContent className="max-w-xl">
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2.5">
              <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-destructive/15 text-red-600 dark:text-red-400">
                <Siren className="size-5" />
              </span>
              {TEXT.title}
            </DialogTitle>
            <DialogDescription>{TEXT.description}</DialogDescription>
          </DialogHeader>

          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{TEXT.label}</Label>
            <Textarea
              id={fieldId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={BROADCAST_MESSAGE_MAX}
              placeholder={TEXT.placeholder}
              rows={5}
              autoFocus
              aria-describedby={`${counterId} ${tipId}`}
              className="min-h-32 text-base"
            />
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <p id={tipId}>{mac ? TEXT.tipMac : TEXT.tipWindows}</p>
              <p
                id={counterId}
                className={cn('tabular font-medium', nearLimit && 'text-amber-700 dark:text-amber-300', text.length >= BROADCAST_MESSAGE_MAX && 'text-red-700 dark:text-red-400')}
              >
                {broadcastCounter(text.length)}
              </p>
            </div>
          </div>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={sending}>
              {TEXT.cancel}
            </Button>
            <RequiresNetwork className="justify-end">
              {({ offline, controlProps }) => (
                <Button type="submit" variant="destructive" disabled={!trimmed || sending || offline} {...controlProps}>
                  {sending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden />}
                  {sending ? TEXT.sending : TEXT.send}
                </Button>
              )}
            </RequiresNetwork>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
