import { and, eq } from 'drizzle-orm';
import type { ClockElementData } from '@studioportal/shared';
import type { DbOrTx } from '../db/client';
import { clockTemplates } from '../db/schema';
import { findActiveInSlot, insertTemplate, replaceElements } from '../features/clocks/clock-templates.repository';

export interface DemoTemplate {
  name: string;
  weekday: number;
  hour: number;
  color: string;
  elements: readonly ClockElementData[];
}

/** How many demo clocks were added, found from an earlier run, or left out for the station's own. */
export interface SlotTally {
  created: number;
  kept: number;
  skipped: number;
}

/**
 * Puts one demo clock in its weekday and hour, idempotently: one from an earlier run (maybe edited
 * since) is left as it is, and an hour where the station already has its own active clock is never
 * touched. Returns the template that now serves the slot, or null when the slot was left alone.
 */
export async function placeDemoTemplate(tx: DbOrTx, template: DemoTemplate, tally: SlotTally): Promise<string | null> {
  const { name, weekday, hour } = template;
  const [existing] = await tx
    .select({ id: clockTemplates.id })
    .from(clockTemplates)
    .where(and(eq(clockTemplates.name, name), eq(clockTemplates.weekday, weekday), eq(clockTemplates.startHour, hour)))
    .limit(1);
  if (existing) {
    tally.kept += 1;
    return existing.id;
  }
  if (await findActiveInSlot(tx, weekday, hour)) {
    tally.skipped += 1;
    return null;
  }
  const id = await insertTemplate(tx, { name, weekday, start_hour: hour, color: template.color, is_active: true, notes: '' }, null);
  await replaceElements(tx, id, template.elements);
  tally.created += 1;
  return id;
}
