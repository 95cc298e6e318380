import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The weekday a clock template element goes on air, and whether its template is in use; null when it is gone. */
export async function templateElementDay(db: DbOrTx, elementId: string): Promise<{ weekday: number; isActive: boolean } | null> {
  const [row] = rowsOf<{ weekday: number | string; is_active: boolean }>(
    await db.execute(sql`
      SELECT t.weekday, t.is_active FROM clock_template_elements e JOIN clock_templates t ON t.id = e.template_id
      WHERE e.id = ${elementId}`),
  );
  return row ? { weekday: Number(row.weekday), isActive: row.is_active } : null;
}
