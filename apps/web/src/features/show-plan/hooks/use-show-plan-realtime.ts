import { useQueryClient } from '@tanstack/react-query';
import { SHOW_EVENTS, SHOW_PLAN_EVENTS, type RundownItem, type ShowTemplate } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { showPlanKeys } from '../api';
import { removeShow, upsertShow, upsertTemplate } from '../lib/cache';

/**
 * Keeps the week, the templates and every cached rundown current from the show-planning channel.
 * A missed stretch (resync) refetches what is cached.
 */
export function useShowPlanRealtime() {
  const queryClient = useQueryClient();
  const templateSaved = ({ template }: { template: ShowTemplate }) =>
    queryClient.setQueryData<ShowTemplate[]>(showPlanKeys.templates, (list) => upsertTemplate(list, template));
  return useChannelEvents(
    'showPlanning',
    {
      [SHOW_EVENTS.created]: ({ show }) => upsertShow(queryClient, show),
      [SHOW_EVENTS.updated]: ({ show }) => upsertShow(queryClient, show),
      [SHOW_EVENTS.deleted]: ({ id }) => {
        removeShow(queryClient, id);
        queryClient.removeQueries({ queryKey: showPlanKeys.rundown(id) });
      },
      [SHOW_PLAN_EVENTS.templateCreated]: templateSaved,
      [SHOW_PLAN_EVENTS.templateUpdated]: templateSaved,
      [SHOW_PLAN_EVENTS.templateDeleted]: ({ id }) =>
        queryClient.setQueryData<ShowTemplate[]>(showPlanKeys.templates, (list) => list?.filter((t) => t.id !== id)),
      // Only rundowns someone has open (or had, still cached) are kept.
      [SHOW_PLAN_EVENTS.rundownChanged]: ({ show_id, items }) =>
        queryClient.setQueryData<RundownItem[]>(showPlanKeys.rundown(show_id), (old) => (old ? items : old)),
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: ['show-plan'] }) },
  );
}
