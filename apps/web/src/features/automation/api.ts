import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AutomationAction,
  AutomationActionInput,
  AutomationActionUpdate,
  AutomationList,
  AutomationRun,
  AutomationRuns,
  ScheduledPublishes,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

/**
 * Scheduled actions and each one's runs. Every write answers with the changed action, which takes
 * its place in the list at once; the automation channel brings everybody else's and the runs
 * (use-automation-sync.ts).
 */
export const automationKeys = {
  all: ['automation'] as const,
  actions: ['automation', 'actions'] as const,
  runs: (id: string) => ['automation', 'runs', id] as const,
  publishes: ['automation', 'podcast-publishes'] as const,
};

const actionPath = (id: string) => `/api/automation/actions/${encodeURIComponent(id)}`;

export const actionsQuery = queryOptions({
  queryKey: automationKeys.actions,
  queryFn: ({ signal }) => api.get<AutomationList>('/api/automation/actions', { signal }).then((r) => r.actions),
  ...cacheProfile('user'),
});

export const useActions = () => useQuery(actionsQuery);

/** Podcast episodes still to go public; the podcast feature owns them, so this is refreshed on focus. */
export function useScheduledPublishes() {
  return useQuery({
    queryKey: automationKeys.publishes,
    queryFn: ({ signal }) => api.get<ScheduledPublishes>('/api/automation/podcast-publishes', { signal }).then((r) => r.publishes),
    ...cacheProfile('user'),
  });
}

export function useRuns(id: string, enabled: boolean) {
  return useQuery({
    queryKey: automationKeys.runs(id),
    queryFn: ({ signal }) => api.get<AutomationRuns>(`${actionPath(id)}/runs`, { signal }).then((r) => r.runs),
    enabled,
    ...cacheProfile('user'),
  });
}

/** Oldest first, as the server lists them: a new action goes last. */
export function storeAction(queryClient: QueryClient, action: AutomationAction) {
  queryClient.setQueryData<AutomationAction[]>(automationKeys.actions, (list) => {
    if (!list) return list;
    const current = list.find((a) => a.id === action.id);
    if (current && current.version > action.version) return list;
    return current ? list.map((a) => (a.id === action.id ? { ...action, last_run: newerRun(a.last_run, action.last_run) } : a)) : [...list, action];
  });
}

export function forgetAction(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<AutomationAction[]>(automationKeys.actions, (list) => list?.filter((a) => a.id !== id));
  queryClient.removeQueries({ queryKey: automationKeys.runs(id), exact: true });
}

function newerRun(a: AutomationRun | null, b: AutomationRun | null): AutomationRun | null {
  if (!a || !b) return a ?? b;
  return b.occurrence > a.occurrence || (b.occurrence === a.occurrence && b.started_at >= a.started_at) ? b : a;
}

/** A run started or finished: it is the action's last run when newest, and takes its row in the history. */
export function storeRun(queryClient: QueryClient, run: AutomationRun) {
  queryClient.setQueryData<AutomationAction[]>(automationKeys.actions, (list) =>
    list?.map((a) => (a.id === run.action_id ? { ...a, last_run: a.last_run?.id === run.id ? run : newerRun(a.last_run, run) } : a)),
  );
  queryClient.setQueryData<AutomationRun[]>(automationKeys.runs(run.action_id), (runs) => {
    if (!runs) return runs;
    const next = runs.some((r) => r.id === run.id) ? runs.map((r) => (r.id === run.id ? run : r)) : [run, ...runs];
    return next.sort((x, y) => y.occurrence.localeCompare(x.occurrence));
  });
}

function useActionMutation<V>(request: (vars: V) => Promise<{ action: AutomationAction }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => request(vars).then((r) => r.action),
    onSuccess: (action) => storeAction(queryClient, action),
    retry: 0,
  });
}

export const useCreateAction = () => useActionMutation((input: AutomationActionInput) => api.post<{ action: AutomationAction }>('/api/automation/actions', input));

export const useUpdateAction = () =>
  useActionMutation(({ id, update }: { id: string; update: AutomationActionUpdate }) => api.put<{ action: AutomationAction }>(actionPath(id), update));

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(actionPath(id)).then(() => id),
    onSuccess: (id) => forgetAction(queryClient, id),
    retry: 0,
  });
}

export function useRetryRun() {
  return useMutation({
    mutationFn: ({ actionId, runId }: { actionId: string; runId: string }) => api.post<{ run: AutomationRun }>(`${actionPath(actionId)}/runs/${encodeURIComponent(runId)}/retry`, {}),
    retry: 0,
  });
}

/** The stored list as it is now (after a 409 "changed"). */
export async function reloadActions(queryClient: QueryClient): Promise<AutomationAction[]> {
  return queryClient.fetchQuery({ ...actionsQuery, staleTime: 0 });
}
