import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppRole } from '@studioportal/shared';
import type { Db, DbOrTx } from '../db/client';
import { profiles, user } from '../db/schema';
import { countActiveAdmins } from '../features/profiles/profiles.repository';
import type { DemoSeeder } from './demo';

/**
 * The demo colleagues: hosts, producers and a technician for the demo shows, notes and as-run.
 *
 * They are profiles with an account row but no password (no `accounts` row), so nobody can sign
 * in as them, and their addresses are under `.invalid` (RFC 2606: never delivered). Their names
 * end in "(demo)" so nobody takes them for real colleagues; an administrator deactivates them when
 * the demo has served its purpose.
 *
 * They are only added once the station has an active administrator. Without ADMIN_EMAIL the
 * first sign-up becomes administrator only while no profile exists at all
 * (ProfilesService.createForNewUser), so demo profiles on an empty station would turn the first
 * real person into a pending Tekniker with nobody to approve them. Until then the other seeders
 * leave the people out (shows without hosts, no notes) and a later run fills them in.
 */

export type DemoPersonKey = 'ingrid' | 'emil' | 'sara' | 'amira' | 'lars' | 'thomas';

interface DemoPerson {
  name: string;
  email: string;
  role: Exclude<AppRole, 'Administrator'>;
  /** Distinct, readable on both themes (no contrast warning). */
  color: string;
}

export const DEMO_PEOPLE: Record<DemoPersonKey, DemoPerson> = {
  ingrid: { name: 'Ingrid Solberg (demo)', email: 'ingrid.solberg@demo.studioportal.invalid', role: 'Programleder', color: '#e0803a' },
  emil: { name: 'Emil Haugland (demo)', email: 'emil.haugland@demo.studioportal.invalid', role: 'Programleder', color: '#3fa7d6' },
  sara: { name: 'Sara Nilsen (demo)', email: 'sara.nilsen@demo.studioportal.invalid', role: 'Programleder', color: '#59c9a5' },
  amira: { name: 'Amira Hassan (demo)', email: 'amira.hassan@demo.studioportal.invalid', role: 'Programleder', color: '#d67ab1' },
  lars: { name: 'Lars Eide (demo)', email: 'lars.eide@demo.studioportal.invalid', role: 'Programleder', color: '#c9a227' },
  thomas: { name: 'Thomas Berg (demo)', email: 'thomas.berg@demo.studioportal.invalid', role: 'Tekniker', color: '#7d9cf0' },
};

/** Used when a colleague already has a demo person's colour (chat colours are unique). */
const SPARE_COLORS = ['#9bc53d', '#b388eb', '#5fb49c', '#d98e73', '#e08e45', '#4cb5ae'];

const keys = Object.keys(DEMO_PEOPLE) as DemoPersonKey[];

/** The demo people present, approved and active, by key (empty before they are added). */
export async function demoPeople(db: DbOrTx): Promise<Map<DemoPersonKey, string>> {
  const rows = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(
      and(
        inArray(
          profiles.email,
          keys.map((k) => DEMO_PEOPLE[k].email),
        ),
        eq(profiles.approvalStatus, 'approved'),
        eq(profiles.isActive, true),
      ),
    );
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const found = new Map<DemoPersonKey, string>();
  for (const key of keys) {
    const id = byEmail.get(DEMO_PEOPLE[key].email);
    if (id) found.set(key, id);
  }
  return found;
}

/** The id of a demo person, or null when the demo people are not there (yet). */
export const personId = (people: Map<DemoPersonKey, string>, key: DemoPersonKey): string | null => people.get(key) ?? null;

export const seedDemoPeople: DemoSeeder = async (db: Db, now: Date, log) => {
  const added = await db.transaction(async (tx) => {
    if ((await countActiveAdmins(tx)) === 0) return null;
    const existing = new Set(
      (
        await tx
          .select({ email: user.email })
          .from(user)
          .where(
            inArray(
              user.email,
              keys.map((k) => DEMO_PEOPLE[k].email),
            ),
          )
      ).map((r) => r.email),
    );
    const taken = new Set(
      (await tx.select({ color: profiles.chatColor }).from(profiles).where(isNotNull(profiles.chatColor))).map((r) => r.color),
    );
    let count = 0;
    for (const key of keys) {
      const person = DEMO_PEOPLE[key];
      // Recognised by address: a demo person the administrator renamed or deactivated stays as it is.
      if (existing.has(person.email)) continue;
      const color = [person.color, ...SPARE_COLORS].find((c) => !taken.has(c)) ?? null;
      if (color) taken.add(color);
      const id = randomUUID();
      await tx.insert(user).values({ id, name: person.name, email: person.email, emailVerified: false, createdAt: now, updatedAt: now });
      await tx.insert(profiles).values({
        id,
        email: person.email,
        fullName: person.name,
        chatColor: color,
        appRole: person.role,
        approvalStatus: 'approved',
        approvedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      count += 1;
    }
    return count;
  });
  if (added === null) {
    log(
      'Ingen demokolleger ennå: stasjonen har ingen administrator. Registrer deg først (du blir administrator), ' +
        'og kjør `npm run seed:demo` igjen for programledere, produsenter og notater.',
    );
  } else {
    log(`Demokolleger: ${added} nye (kan ikke logge inn: ingen passord).`);
  }
};
