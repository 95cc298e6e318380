import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import {
  BROADCAST_MESSAGE_MAX,
  BROADCAST_PRIORITIES,
  BROADCAST_STRINGS,
  broadcastCounter,
  broadcastPrioritySchema,
  type BroadcastPriority,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { useSendBroadcast } from '../api';
import { isSendShortcut } from '../platform';

const { toast: TOASTS } = BROADCAST_STRINGS;

/**
 * Send a normal, urgent or critical message to everyone, from the broadcast list (spec section 8).
 * `onSent` lets a dialog close once the message is out (the dashboard's compact card).
 */
export function BroadcastComposer({ className, onSent, autoFocus = false }: { className?: string; onSent?: () => void; autoFocus?: boolean }) {
  const { user } = useAuth();
  const [text, setText] = useState('');
  const [priority, setPriority] = useState<BroadcastPriority>('normal');
  const send = useSendBroadcast();
  const id = useId();
  const trimmed = text.trim();

  const fail = (description: string) => toast({ title: TOASTS.listSendFailed.title, description, variant: 'destructive' });

  const submit = () => {
    if (send.isPending || !trimmed) return;
    if (!user) return fail(BROADCAST_STRINGS.notAuthenticated);
    send.mutate(
      { message: trimmed, priority },
      {
        onSuccess: () => {
          toast({ title: TOASTS.listSent.title, description: TOASTS.listSent.description, variant: 'success' });
          setText('');
          setPriority('normal');
          onSent?.();
        },
        onError: (error) => fail(isApiError(error) ? error.message : TOASTS.listSendFailed.unknown),
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

  return (
    <form onSubmit={onSubmit} aria-label="Ny melding til alle" className={cn('grid gap-3', className)}>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>Ny melding til alle</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={BROADCAST_MESSAGE_MAX}
          rows={2}
          placeholder="Skriv en melding som alle skal se"
          aria-describedby={`${id}-counter`}
          className="min-h-16"
          autoFocus={autoFocus}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-36 flex-1 gap-1.5 sm:flex-none">
          <Label htmlFor={`${id}-priority`}>Prioritet</Label>
          <NativeSelect
            id={`${id}-priority`}
            value={priority}
            onChange={(event) => setPriority(broadcastPrioritySchema.catch('normal').parse(event.target.value))}
          >
            {BROADCAST_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {BROADCAST_STRINGS.priorityLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p id={`${id}-counter`} className="tabular mb-2.5 mr-auto text-xs text-muted-foreground">
          {broadcastCounter(text.length)}
        </p>
        <Button
          type="submit"
          disabled={!trimmed || send.isPending}
          variant={priority === 'normal' ? 'default' : 'destructive'}
          className="w-full sm:w-auto"
        >
          {send.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden />}
          {send.isPending ? 'Sender...' : 'Send melding'}
        </Button>
      </div>
    </form>
  );
}
