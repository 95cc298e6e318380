import { useQueryClient } from '@tanstack/react-query';
import {
  CHANNELS,
  CLOCK_EVENTS,
  SHOW_EVENTS,
  type ActiveClocksCreatedPayload,
  type ClockDayResponse,
  type ClockElementMarkedPayload,
  type ClockTemplate,
  type ClockTemplateDeletedPayload,
  type ClockTemplateEventPayload,
} from '@studioportal/shared';
import { useChannel } from '@/lib/realtime';
import { clockKeys } from '../api';
import { applyMarkedElement, mergeCreatedClocks, removeTemplate, upsertTemplate } from '../cache-updates';

/** Keeps the template list current from the clock-templates channel. */
export function useTemplatesRealtime(onTemplateEvent?: (payload: ClockTemplateEventPayload | ClockTemplateDeletedPayload, type: string) => void) {
  const queryClient = useQueryClient();
  return useChannel<unknown>(
    CHANNELS.clockTemplates.name,
    (event) => {
      if (event.type === CLOCK_EVENTS.templateCreated || event.type === CLOCK_EVENTS.templateUpdated) {
        const payload = event.payload as ClockTemplateEventPayload;
        queryClient.setQueryData<ClockTemplate[]>(clockKeys.templates, (list) => upsertTemplate(list, payload.template));
        onTemplateEvent?.(payload, event.type);
      } else if (event.type === CLOCK_EVENTS.templateDeleted) {
        const payload = event.payload as ClockTemplateDeletedPayload;
        queryClient.setQueryData<ClockTemplate[]>(clockKeys.templates, (list) => removeTemplate(list, payload.id));
        onTemplateEvent?.(payload, event.type);
      }
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: clockKeys.templates }) },
  );
}

/** Keeps cached days of active clocks current: marks and newly made clocks from every screen. */
export function useActiveClocksRealtime() {
  const queryClient = useQueryClient();
  return useChannel<unknown>(
    CHANNELS.activeClocks.name,
    (event) => {
      if (event.type === CLOCK_EVENTS.elementMarked) {
        const { element, broadcast_date } = event.payload as ClockElementMarkedPayload;
        queryClient.setQueryData<ClockDayResponse>(clockKeys.day(broadcast_date), (day) => applyMarkedElement(day, element));
      } else if (event.type === CLOCK_EVENTS.activeClocksCreated) {
        const { date, clocks } = event.payload as ActiveClocksCreatedPayload;
        queryClient.setQueryData<ClockDayResponse>(clockKeys.day(date), (day) => mergeCreatedClocks(day, clocks));
      }
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: clockKeys.days }) },
  );
}

/** Upcoming shows refetch when the show plan changes anywhere. */
export function useShowsRealtime() {
  const queryClient = useQueryClient();
  return useChannel<unknown>(
    CHANNELS.showPlanning.name,
    (event) => {
      if (Object.values(SHOW_EVENTS).includes(event.type as never)) void queryClient.invalidateQueries({ queryKey: clockKeys.upcomingShows });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: clockKeys.upcomingShows }) },
  );
}
