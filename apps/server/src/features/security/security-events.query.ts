import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { SecurityEvent, SecurityEventsQuery } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { profiles, securityEvents } from '../../db/schema';

/** Security events for administrators, newest first, with the people involved named. */
export async function listSecurityEvents(db: DbOrTx, query: SecurityEventsQuery): Promise<SecurityEvent[]> {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(securityEvents.type, query.type));
  if (query.before) conditions.push(lt(securityEvents.createdAt, new Date(query.before)));
  const rows = await db
    .select()
    .from(securityEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(securityEvents.createdAt))
    .limit(query.limit);
  const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.targetId]).filter((id): id is string => !!id))];
  const people = ids.length
    ? await db
        .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email })
        .from(profiles)
        .where(inArray(profiles.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, { id: p.id, full_name: p.fullName, email: p.email }]));
  const person = (id: string | null) => (id ? (byId.get(id) ?? { id, full_name: null, email: null }) : null);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    created_at: r.createdAt.toISOString(),
    ip: r.ip,
    actor: person(r.actorId),
    target: person(r.targetId),
    details: (r.details ?? {}) as Record<string, unknown>,
  }));
}
