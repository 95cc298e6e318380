import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ClockContentElement,
  ClockDayResponse,
  ClockElementsChangedResponse,
  ClockUndoInput,
  MarkClockElementSkippedInput,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { clockKeys } from './api';
import { applyChangedElements } from './drift/apply-elements';

/**
 * Mutations of the drift recovery (issue 19): "Marker alt til nå som sendt", "Start fra her",
 * 'Utelatt' and the undo of each. Every answer carries the changed elements, put into every cached
 * day at once (the event that follows carries the same, for the other screens).
 */

export function storeChangedElements(queryClient: QueryClient, elements: readonly ClockContentElement[]) {
  for (const [key] of queryClient.getQueriesData<ClockDayResponse>({ queryKey: clockKeys.days })) {
    queryClient.setQueryData<ClockDayResponse>(key, (day) => applyChangedElements(day, elements));
  }
}

export type DriftAction =
  | { kind: 'mark_until'; clock_id: string; element_id: string }
  | { kind: 'start_from'; clock_id: string; element_id: string }
  | ({ kind: 'skip' } & MarkClockElementSkippedInput);

function send(action: DriftAction): Promise<ClockElementsChangedResponse> {
  switch (action.kind) {
    case 'mark_until':
      return api.post<ClockElementsChangedResponse>(`/api/active-clocks/${action.clock_id}/mark-until`, { element_id: action.element_id });
    case 'start_from':
      return api.post<ClockElementsChangedResponse>(`/api/active-clocks/${action.clock_id}/start-from`, { element_id: action.element_id });
    case 'skip':
      return api.post<ClockElementsChangedResponse>('/api/rpc/mark_clock_element_skipped', { element_id: action.element_id, skipped: action.skipped });
  }
}

export function useDriftAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => storeChangedElements(queryClient, answer.elements),
    // Not idempotent by itself (the undo token is new each time): never retried.
    retry: 0,
  });
}

/** Undoes the action of a token; a plain request, so it still runs when the screen that started the action has moved on. */
export async function undoDriftAction(queryClient: QueryClient, token: string): Promise<ClockElementsChangedResponse> {
  const answer = await api.post<ClockElementsChangedResponse>('/api/active-clocks/undo', { token } satisfies ClockUndoInput);
  storeChangedElements(queryClient, answer.elements);
  return answer;
}
