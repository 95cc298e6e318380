import { useQueryClient } from '@tanstack/react-query';
import {
  CLOCK_EVENTS,
  SHOW_EVENTS,
  type ClockDayResponse,
  type ClockTemplate,
  type ClockTemplateDeletedPayload,
  type ClockTemplateEventPayload,
} from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { clockKeys } from '../api';
import { applyMarkedElement, mergeCreatedClocks, removeTemplate, upsertTemplate } from '../cache-updates';
import { applyChangedElements } from '../drift/apply-elements';

/** Keeps the template list current from the clock-templates channel. */
export function useTemplatesRealtime(onTemplateEvent?: (payload: ClockTemplateEventPayload | ClockTemplateDeletedPayload, type: string) => void) {
  const queryClient = useQueryClient();
  const saved = (payload: ClockTemplateEventPayload, type: string) => {
    queryClient.setQueryData<ClockTemplate[]>(clockKeys.templates, (list) => upsertTemplate(list, payload.template));
    onTemplateEvent?.(payload, type);
  };
  return useChannelEvents(
    'clockTemplates',
    {
      [CLOCK_EVENTS.templateCreated]: (payload) => saved(payload, CLOCK_EVENTS.templateCreated),
      [CLOCK_EVENTS.templateUpdated]: (payload) => saved(payload, CLOCK_EVENTS.templateUpdated),
      [CLOCK_EVENTS.templateDeleted]: (payload) => {
        queryClient.setQueryData<ClockTemplate[]>(clockKeys.templates, (list) => removeTemplate(list, payload.id));
        onTemplateEvent?.(payload, CLOCK_EVENTS.templateDeleted);
      },
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: clockKeys.templates }) },
  );
}

/** Keeps cached days of active clocks current: marks and newly made clocks from every screen. */
export function useActiveClocksRealtime() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'activeClocks',
    {
      [CLOCK_EVENTS.elementMarked]: ({ element, broadcast_date }) =>
        queryClient.setQueryData<ClockDayResponse>(clockKeys.day(broadcast_date), (day) => applyMarkedElement(day, element)),
      // Issue 19: one recovery action (mark until now, start from here, 'Utelatt', undo) changed several elements.
      [CLOCK_EVENTS.elementsMarked]: ({ elements, broadcast_date }) =>
        queryClient.setQueryData<ClockDayResponse>(clockKeys.day(broadcast_date), (day) => applyChangedElements(day, elements)),
      [CLOCK_EVENTS.activeClocksCreated]: ({ date, clocks }) =>
        queryClient.setQueryData<ClockDayResponse>(clockKeys.day(date), (day) => mergeCreatedClocks(day, clocks)),
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: clockKeys.days }) },
  );
}

/** Upcoming shows refetch when the show plan changes anywhere. */
export function useShowsRealtime() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: clockKeys.upcomingShows });
  return useChannelEvents(
    'showPlanning',
    { [SHOW_EVENTS.created]: refetch, [SHOW_EVENTS.updated]: refetch, [SHOW_EVENTS.deleted]: refetch },
    { onResync: refetch },
  );
}
