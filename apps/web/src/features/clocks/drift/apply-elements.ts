import type { ClockContentElement, ClockDayResponse } from '@studioportal/shared';

/**
 * Puts the elements one recovery action changed (issue 19) into a cached day, whole. An answer
 * and its event carry the same elements, so applying both (in either order, or twice on replay)
 * ends in the same state.
 */
export function applyChangedElements(day: ClockDayResponse | undefined, elements: readonly ClockContentElement[]): ClockDayResponse | undefined {
  if (!day || elements.length === 0) return day;
  const byId = new Map(elements.map((e) => [e.id, e]));
  const clockIds = new Set(elements.map((e) => e.active_clock_id));
  if (!day.clocks.some((c) => clockIds.has(c.id))) return day;
  return {
    ...day,
    clocks: day.clocks.map((clock) => (clockIds.has(clock.id) ? { ...clock, elements: clock.elements.map((e) => byId.get(e.id) ?? e) } : clock)),
  };
}
