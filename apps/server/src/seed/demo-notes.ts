import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notes } from '../db/schema';
import { insertNote } from '../features/notes/notes.repository';
import type { DemoSeeder } from './demo';
import { demoPeople, type DemoPersonKey } from './demo-people';

/**
 * Shared notes from the demo colleagues, two of them pinned: what a team keeps at hand (routines,
 * contacts, prizes, ideas, a technical fault). Every note has an owner, so they come with the demo
 * people, once the station has an administrator. A note is recognised by its owner and title.
 */

interface DemoNote {
  owner: DemoPersonKey;
  title: string;
  body: string;
  tags: string[];
  pinned?: boolean;
}

const NOTES: DemoNote[] = [
  {
    owner: 'sara',
    title: 'Velkommen til demoen',
    pinned: true,
    tags: ['demo'],
    body:
      'Alt du ser her er demodata fra `npm run seed:demo`: sendeklokker for hele døgnet, en uke med sendinger og kjøreplaner, ' +
      'innhold, mediefiler, podkastepisoder og disse notatene.\n\n' +
      'Kollegaene med «(demo)» i navnet er ikke ekte brukere og kan ikke logge inn. Når dere er klare til å bruke portalen selv, ' +
      'kan en administrator deaktivere dem under Brukere, og dere kan slette eller endre alt det andre.',
  },
  {
    owner: 'sara',
    title: 'Rutiner for nyhetene',
    pinned: true,
    tags: ['rutiner', 'nyheter'],
    body:
      '- Nyhetene klokka hel og halv er faste starter: avslutt praten i tide, aldri kutt inn i nyhetene.\n' +
      '- Nyhetsoppleseren er i studio senest to minutter før.\n' +
      '- Ved ekstraordinære hendelser sender nyhetsdesken en akuttmelding; den vises på alle skjermer i studio.',
  },
  {
    owner: 'thomas',
    title: 'Mikrofon 3 knitrer',
    tags: ['teknikk'],
    body: 'Kabelen til mikrofon 3 i studio 1 knitrer når den beveges. Bruk mikrofon 4 til gjester til ny kabel er på plass (bestilt).',
  },
  {
    owner: 'emil',
    title: 'Premier til konkurransene',
    tags: ['konkurranse'],
    body: 'Kinobilletter: 14 par igjen i skuffen i produksjonsrommet.\nGavekort frokost for to: 3 igjen.\nKaffekopper med logo: en eske på lageret.',
  },
  {
    owner: 'ingrid',
    title: 'Ideer til høstens temaer',
    tags: ['ideer', 'morgenshowet'],
    body: '- Skolestart: hva har endret seg siden vi gikk på skolen?\n- Sopptur: lytternes beste steder (uten å røpe dem)\n- Dugnad: hvem møter egentlig opp?',
  },
  {
    owner: 'amira',
    title: 'Faste kontakter',
    tags: ['kontakter'],
    body:
      'Trafikksentralen: ring via sentralbordet og be om vaktleder.\nMeteorologen: avtale om direkte innslag fredager kl. 08.20.\n' +
      'Kulturhuset: pressekontakten sender programmet hver mandag.',
  },
];

export const seedDemoNotes: DemoSeeder = async (db: Db, _now: Date, log) => {
  const people = await demoPeople(db);
  if (people.size === 0) {
    log('Ingen demokolleger ennå: notatene kommer ved neste kjøring.');
    return;
  }
  let created = 0;
  await db.transaction(async (tx) => {
    for (const note of NOTES) {
      const ownerId = people.get(note.owner);
      if (!ownerId) continue;
      const [existing] = await tx
        .select({ id: notes.id })
        .from(notes)
        .where(and(eq(notes.ownerId, ownerId), eq(notes.title, note.title)))
        .limit(1);
      if (existing) continue;
      await insertNote(tx, { ownerId, title: note.title, body: note.body, tags: note.tags, visibility: 'shared', isPinned: note.pinned ?? false });
      created += 1;
    }
  });
  log(`Notater: ${created} nye${created ? ', delt med alle' : ''}.`);
};
