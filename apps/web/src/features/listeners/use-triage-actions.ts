import { useMemo } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { LISTENER_STRINGS, type ListenerMessage } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/features/auth';
import { listenerKeys, usePushListenerMessage, useReadOnAir, useSetListenerStatus } from './api';
import { statusForAction, type TriageAction } from './triage';

export type RowAction = Exclude<TriageAction, 'next' | 'previous'> | 'readOnAir';

/**
 * One place that turns a triage action (a key or a button) into its request, and tells which
 * messages have one under way. Errors show the server's Norwegian message.
 */
export function useTriageActions() {
  const setStatus = useSetListenerStatus();
  const push = usePushListenerMessage();
  const readOnAir = useReadOnAir();
  // Sending to the studio displays is the display messages' permission (the server checks the same).
  const canPush = useAuth().can('pushDisplayMessage');
  const pendingIds = useMutationState({
    // Every queue mutation key starts with the queue's root, so one filter sees them all.
    filters: { mutationKey: listenerKeys.all, status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables;
      return typeof variables === 'string' ? variables : (variables as { id?: string } | undefined)?.id;
    },
  });
  const pending = useMemo(() => new Set(pendingIds.filter((id): id is string => typeof id === 'string')), [pendingIds]);

  /** By id: the broadcast studio knows a message on the displays from its display message alone. */
  const markReadOnAir = (id: string) =>
    readOnAir.mutate(id, {
      onError: (error) => toast({ variant: 'destructive', title: 'Kunne ikke markere som lest på lufta', description: errorMessage(error) }),
    });

  const run = (action: RowAction, message: ListenerMessage) => {
    if (action === 'push') {
      if (!canPush) return;
      push.mutate(message.id, {
        onSuccess: () => toast({ title: LISTENER_STRINGS.pushed, description: `«${message.body.slice(0, 80)}» fra ${message.name}`, duration: 3000 }),
        onError: (error) => toast({ variant: 'destructive', title: 'Kunne ikke sende til studio', description: errorMessage(error) }),
      });
      return;
    }
    if (action === 'readOnAir') {
      markReadOnAir(message.id);
      return;
    }
    const status = statusForAction(action, message);
    if (!status || status === message.status) return;
    setStatus.mutate(
      { id: message.id, status },
      { onError: (error) => toast({ variant: 'destructive', title: 'Kunne ikke endre meldingen', description: errorMessage(error) }) },
    );
  };

  return { run, markReadOnAir, pending, canPush };
}
