import { and, eq, like } from 'drizzle-orm';
import { scriptReadTime, weekdayOfDateKey, zonedDateKey, type EditorialStatus } from '@studioportal/shared';
import type { Db, DbOrTx } from '../db/client';
import { clockTemplateElements, clockTemplates, userEditorialContent } from '../db/schema';
import { readSettings } from '../features/content/content-settings.repository';
import { findByTitleAndStart } from '../features/shows/shows.repository';
import type { DemoSeeder } from './demo';
import { SHOW_TITLE } from './demo-clocks';
import { demoPeople, type DemoPersonKey } from './demo-people';
import { MORNING_SHOW, demoWeek } from './demo-schedule';

/**
 * Innhold: scripts and ideas in every status of the workflow (idé → under arbeid → klar → sendt),
 * most attached to a clock element of the week's morning show or the afternoon and evening
 * clocks, so the editorial board and the clock editor show them together. Read times are worked
 * out at the station's speaking rate as a save would. The element's planned length is left as the
 * clock has it (the studio shows the difference); the next save of the script moves it.
 * An item is recognised by its title.
 */

interface DemoItem {
  title: string;
  body: string;
  status: EditorialStatus;
  responsible: DemoPersonKey;
  /** A clock element: the template's name prefix and hour and the element's title. */
  target?: { clock: string; hour: number; element: string };
  /** Meant for the week's n-th morning show still to come (0: the next one); its clock's weekday. */
  morning?: number;
}

const ITEMS: DemoItem[] = [
  {
    title: 'Manus: God morgen og dagens tema',
    morning: 0,
    status: 'ready',
    responsible: 'ingrid',
    target: { clock: SHOW_TITLE, hour: 6, element: 'God morgen – dagens tema' },
    body:
      'God morgen, klokka er seks over seks, og du hører på Morgenshowet.\n\n' +
      'I dag skal vi snakke om noe alle har en mening om. Send oss en melding eller ring inn, så tar vi de beste på lufta før klokka sju. ' +
      'Vi har også dagens konkurranse klokka åtte, og en gjest i studio du ikke vil gå glipp av.\n\nFørst: været og trafikken.',
  },
  {
    title: 'Slik siler vi samtaler til «Lytterne ringer inn»',
    morning: 0,
    status: 'ready',
    responsible: 'sara',
    target: { clock: SHOW_TITLE, hour: 7, element: 'Lytterne ringer inn' },
    body:
      'Produsenten tar telefonen og noterer navn, sted og hva innringeren vil si. Vi tar ikke samtaler om enkeltpersoner eller saker i retten. ' +
      'Legg godkjente innringere i chatten med navn og én setning, så velger programlederen rekkefølgen.',
  },
  {
    title: 'Kjendisnytt: Ukas tre saker',
    status: 'sent',
    responsible: 'emil',
    target: { clock: SHOW_TITLE, hour: 7, element: 'Kjendisnytt' },
    body:
      'Tre korte saker fra underholdningsverdenen, hver på under et minutt. Sjekk at alt er bekreftet av minst to kilder, ' +
      'og ikke spekuler i privatlivet til noen. Avslutt med en låt fra artisten i den siste saken.',
  },
  {
    title: 'Konkurransespørsmål: Ukas fem',
    morning: 0,
    status: 'ready',
    responsible: 'emil',
    target: { clock: SHOW_TITLE, hour: 8, element: 'Dagens konkurranse – ring inn!' },
    body:
      'Mandag: Hva heter Norges lengste elv? (Glomma)\nTirsdag: Hvor høy er Galdhøpiggen? (2469 meter)\n' +
      'Onsdag: Hvilket år startet NRK? (1933)\nTorsdag: Hvor mange fylker har Norge hatt siden 2024? (15)\n' +
      'Fredag: Hva er hovedstaden på Island? (Reykjavík)\n\nPremie hver dag: to kinobilletter.',
  },
  {
    title: 'Morgengjesten: Spørsmål og praktisk',
    morning: 1,
    status: 'in_progress',
    responsible: 'sara',
    target: { clock: SHOW_TITLE, hour: 8, element: 'Morgengjesten' },
    body:
      'Gjesten møter i resepsjonen 08:20 og hentes av produsenten. Tre spørsmål er forberedt i kjøreplanen; ' +
      'hold av ett minutt til slutt for lytterspørsmål fra SMS.\n\nSjekk uttale av navn og tittel før sendingen.',
  },
  {
    title: 'Ukens låt: Kandidatene',
    morning: 2,
    status: 'in_progress',
    responsible: 'ingrid',
    target: { clock: SHOW_TITLE, hour: 9, element: 'Ukens låt – lytterne stemmer' },
    body: 'Tre nye norske låter er nominert. Spill tjue sekunder av hver, og minn om at lytterne stemmer på nettsiden fram til fredag klokka ni.',
  },
  {
    title: 'Ettermiddagsquiz: Spørsmålsbanken',
    status: 'ready',
    responsible: 'amira',
    target: { clock: 'Ettermiddagen', hour: 15, element: 'Ettermiddagsquiz' },
    body:
      'Fem spørsmål per dag, lett til vanskelig. Spørsmålene ligger i kjøreplanen for hver sending. ' +
      'Den som svarer riktig på flest, får en kaffekopp med logoen. Husk å be om telefonnummer utenfor lufta.',
  },
  {
    title: 'Kveldsgjesten: Forslag til høsten',
    status: 'idea',
    responsible: 'lars',
    target: { clock: 'Kveldsradio', hour: 20, element: 'Kveldsgjesten' },
    body: 'En fyrvokter, en korleder, en tidligere fotballspiller fra byen og en som har seilt jorda rundt. Hvem ringer vi først?',
  },
  {
    title: 'Idé: Sommerens beste badeplasser',
    status: 'idea',
    responsible: 'emil',
    body: 'En serie i Morgenshowet der lytterne sender inn sin favorittbadeplass. Vi besøker én hver fredag og sender direkte derfra.',
  },
];

async function findElement(tx: DbOrTx, weekday: number, target: NonNullable<DemoItem['target']>): Promise<string | null> {
  const [row] = await tx
    .select({ id: clockTemplateElements.id })
    .from(clockTemplateElements)
    .innerJoin(clockTemplates, eq(clockTemplates.id, clockTemplateElements.templateId))
    .where(
      and(
        eq(clockTemplates.weekday, weekday),
        eq(clockTemplates.startHour, target.hour),
        like(clockTemplates.name, `${target.clock} %`),
        eq(clockTemplateElements.title, target.element),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export const seedDemoEditorial: DemoSeeder = async (db: Db, now: Date, log) => {
  const people = await demoPeople(db);
  const mornings = demoWeek(now, [MORNING_SHOW]).filter((show) => show.end > now);
  const today = zonedDateKey(now);
  let created = 0;
  let attached = 0;
  let adopted = 0;
  await db.transaction(async (tx) => {
    const { speaking_rate_wpm } = await readSettings(tx);
    for (const item of ITEMS) {
      const [existing] = await tx
        .select({ id: userEditorialContent.id, responsibleId: userEditorialContent.responsibleId, createdBy: userEditorialContent.createdBy })
        .from(userEditorialContent)
        .where(eq(userEditorialContent.title, item.title))
        .limit(1);
      if (existing) {
        // Made by an earlier run before the demo people existed, and nobody has taken it since.
        const person = people.get(item.responsible);
        if (person && !existing.responsibleId && !existing.createdBy) {
          await tx.update(userEditorialContent).set({ responsibleId: person, createdBy: person, updatedBy: person }).where(eq(userEditorialContent.id, existing.id));
          adopted += 1;
        }
        continue;
      }
      // An item meant for a coming morning show goes on that weekday's clock and names the show;
      // the rest (done, or not tied to a day) go on today's clocks.
      const morning = item.morning !== undefined ? (mornings[item.morning % Math.max(1, mornings.length)] ?? null) : null;
      const weekday = weekdayOfDateKey(morning?.date ?? today);
      const targetId = item.target ? await findElement(tx, weekday, item.target) : null;
      const show = morning ? await findByTitleAndStart(tx, morning.slot.title, morning.start) : null;
      const time = scriptReadTime(item.body, speaking_rate_wpm);
      const person = people.get(item.responsible) ?? null;
      await tx.insert(userEditorialContent).values({
        title: item.title,
        body: item.body,
        status: item.status,
        responsibleId: person,
        showId: show?.id ?? null,
        targetKind: targetId ? 'clock_element' : null,
        targetId,
        wordCount: time.words,
        readTimeS: time.seconds,
        createdBy: person,
        updatedBy: person,
      });
      created += 1;
      if (targetId) attached += 1;
    }
  });
  log(`Innhold: ${created} nye, ${attached} av dem knyttet til et klokkeelement${adopted ? `; ${adopted} fikk ansvarlig` : ''}.`);
};
