import { runningState, stationTimeZone, zonedDateKey, type BroadcastStateShow } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { listClocks } from '../clocks';
import { showRunningAt } from './on-air.repository';

export interface PlanNow {
  show: BroadcastStateShow | null;
  element: { id: string; title: string } | null;
}

/**
 * What the plan says is on air at `now`: the scheduled show whose start ≤ now < end, and in the
 * running clock the element marked sent last (or, before anything is marked, the one planned now).
 */
export async function planNow(db: DbOrTx, now: Date, timeZone: string = stationTimeZone()): Promise<PlanNow> {
  const show = await showRunningAt(db, now);
  const clocks = await listClocks(db, { date: zonedDateKey(now, timeZone) });
  const state = runningState(clocks, now);
  const element = state.current ?? state.plannedNow;
  return { show, element: element ? { id: element.id, title: element.title } : null };
}
