import type { ActiveClock, ClockContentElement, ClockDayResponse, ClockTemplate } from '@studioportal/shared';

/**
 * Pure updates of cached query data from realtime events and mutation answers. An event may
 * arrive after a newer HTTP answer (or twice, on replay), so templates only move forward by
 * version and elements are replaced whole.
 */

export function upsertTemplate(list: ClockTemplate[] | undefined, template: ClockTemplate): ClockTemplate[] | undefined {
  if (!list) return list;
  const index = list.findIndex((t) => t.id === template.id);
  if (index === -1) return [...list, template];
  if (list[index]!.version > template.version) return list;
  const next = [...list];
  next[index] = template;
  return next;
}

export function removeTemplate(list: ClockTemplate[] | undefined, id: string): ClockTemplate[] | undefined {
  return list?.filter((t) => t.id !== id);
}

export function applyMarkedElement(day: ClockDayResponse | undefined, element: ClockContentElement): ClockDayResponse | undefined {
  if (!day || !day.clocks.some((c) => c.id === element.active_clock_id)) return day;
  return {
    ...day,
    clocks: day.clocks.map((clock) =>
      clock.id !== element.active_clock_id ? clock : { ...clock, elements: clock.elements.map((e) => (e.id === element.id ? element : e)) },
    ),
  };
}

export function mergeCreatedClocks(day: ClockDayResponse | undefined, clocks: ActiveClock[]): ClockDayResponse | undefined {
  if (!day) return day;
  const known = new Set(day.clocks.map((c) => c.id));
  const added = clocks.filter((c) => !known.has(c.id));
  if (added.length === 0) return day;
  return { ...day, clocks: [...day.clocks, ...added].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at)) };
}
