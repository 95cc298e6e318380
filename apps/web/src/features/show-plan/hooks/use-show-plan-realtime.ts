import { useQueryClient } from '@tanstack/react-query';
import {
  CHANNELS,
  SHOW_EVENTS,
  SHOW_PLAN_EVENTS,
  type RundownChangedPayload,
  type RundownItem,
  type ScheduledShow,
  type ScheduledShowDeletedPayload,
  type ShowTemplate,
  type ShowTemplateDeletedPayload,
  type ShowTemplateEventPayload,
} from '@studioportal/shared';
import { useChannel } from '@/lib/realtime';
import { showPlanKeys } from '../api';
import { removeShow, upsertShow, upsertTemplate } from '../lib/cache';

/**
 * Keeps the week, the templates and every cached rundown current from the show-planning channel.
 * A missed stretch (resync) refetches what is cached.
 */
export function useShowPlanRealtime() {
  const queryClient = useQueryClient();
  return useChannel<unknown>(
    CHANNELS.showPlanning.name,
    (event) => {
      switch (event.type) {
        case SHOW_EVENTS.created:
        case SHOW_EVENTS.updated:
          upsertShow(queryClient, (event.payload as { show: ScheduledShow }).show);
          break;
        case SHOW_EVENTS.deleted: {
          const { id } = event.payload as ScheduledShowDeletedPayload;
          removeShow(queryClient, id);
          queryClient.removeQueries({ queryKey: showPlanKeys.rundown(id) });
          break;
        }
        case SHOW_PLAN_EVENTS.templateCreated:
        case SHOW_PLAN_EVENTS.templateUpdated: {
          const { template } = event.payload as ShowTemplateEventPayload;
          queryClient.setQueryData<ShowTemplate[]>(showPlanKeys.templates, (list) => upsertTemplate(list, template));
          break;
        }
        case SHOW_PLAN_EVENTS.templateDeleted: {
          const { id } = event.payload as ShowTemplateDeletedPayload;
          queryClient.setQueryData<ShowTemplate[]>(showPlanKeys.templates, (list) => list?.filter((t) => t.id !== id));
          break;
        }
        case SHOW_PLAN_EVENTS.rundownChanged: {
          const { show_id, items } = event.payload as RundownChangedPayload;
          // Only rundowns someone has open (or had, still cached) are kept.
          queryClient.setQueryData<RundownItem[]>(showPlanKeys.rundown(show_id), (old) => (old ? items : old));
          break;
        }
      }
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: ['show-plan'] }) },
  );
}
