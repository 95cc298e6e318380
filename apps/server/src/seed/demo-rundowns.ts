import { and, count, eq, isNull } from 'drizzle-orm';
import { weekdayOfDateKey, type RundownStatus } from '@studioportal/shared';
import type { Db, DbOrTx } from '../db/client';
import { showContent } from '../db/schema';
import { findByTitleAndStart } from '../features/shows/shows.repository';
import type { DemoSeeder } from './demo';
import { demoPeople, type DemoPersonKey } from './demo-people';
import { MORNING_SHOW, demoWeek, type DemoShowTime } from './demo-schedule';

/**
 * Rundowns for the demo shows of the week: every morning show gets its topic of the day, the
 * call-in, the competition with question and answer, the morning guest with prepared questions
 * and the winner; the daytime and evening shows get their guest and feature of the day. A show
 * that already has a rundown (its own or an earlier run's) is left alone.
 */

interface Item {
  topic: string;
  guest?: string;
  script: string;
  /** The clock slot the item fills, in seconds. */
  length: number;
  responsible: DemoPersonKey;
}

interface MorningDay {
  theme: string;
  themeScript: string;
  callIn: string;
  question: string;
  answer: string;
  guest: string;
  guestTopic: string;
  interview: string;
}

/** The morning show's content per weekday (1 = Monday). */
const MORNING: Record<number, MorningDay> = {
  1: {
    theme: 'Mandagsmorgen: Hvordan kommer du deg opp av senga?',
    themeScript:
      'God morgen, og velkommen til en ny uke! I dag vil vi vite hvordan dere kommer dere ut av senga på en mandag. ' +
      'Er det kaffen, vekkerklokka på andre siden av rommet, eller en hund som ikke tar nei for et svar? Send oss en SMS, så leser vi de beste før klokka sju.',
    callIn: 'Lytterne ringer inn: Mandagens beste morgentriks',
    question: 'Hva heter Norges lengste elv?',
    answer: 'Glomma',
    guest: 'Marte Lien, søvnforsker',
    guestTopic: 'Morgengjesten: Derfor er mandager så tunge',
    interview:
      'Marte Lien forsker på søvn og døgnrytme. Hun forklarer hvorfor så mange sover dårlig natt til mandag, og hva vi kan gjøre med det.\n\n' +
      'Spørsmål:\n1. Hva er «sosial jetlag»?\n2. Hjelper det å sove lenge i helgene?\n3. Ett råd til lytterne som vil legge seg tidligere i kveld?',
  },
  2: {
    theme: 'Sykler du til jobben?',
    themeScript:
      'Kommunen har malt nye sykkelfelt gjennom sentrum, og det har ikke gått upåaktet hen. Noen jubler, andre står i kø. ' +
      'Hva synes du: blir byen bedre, eller er det bare blitt trangere? Ring eller send oss en melding.',
    callIn: 'Lytterne ringer inn: Sykkelfelt – jubel eller kø?',
    question: 'Hvor høy er Galdhøpiggen?',
    answer: '2469 meter over havet',
    guest: 'Ola Bakken, trafikkplanlegger i kommunen',
    guestTopic: 'Morgengjesten: Nye sykkelveier i sentrum',
    interview:
      'Ola Bakken har ledet arbeidet med de nye sykkelfeltene. Han svarer på kritikken fra bilistene og forteller hva som kommer neste år.\n\n' +
      'Spørsmål:\n1. Hvorfor akkurat disse gatene?\n2. Hva sier dere til dem som står lenger i kø nå?\n3. Hvordan måler dere om det virker?',
  },
  3: {
    theme: 'Midt i uka: Hva gleder du deg til?',
    themeScript:
      'Onsdag, og uka har snudd. Vi vil høre hva dere gleder dere til resten av uka, stort eller smått. ' +
      'En konsert, en middag med gode venner, eller bare at det blir fredag? Send oss en melding, så tar vi noen av dem på lufta.',
    callIn: 'Lytterne ringer inn: Dette gleder jeg meg til',
    question: 'Hvilket år startet NRK?',
    answer: '1933',
    guest: 'Mina Khalid, daglig leder i Frivilligsentralen',
    guestTopic: 'Morgengjesten: Frivillige søkes til byfesten',
    interview:
      'Byfesten trenger over hundre frivillige, og Frivilligsentralen har fortsatt ledige vakter. Mina Khalid forteller hvem de trenger og hva man får igjen.\n\n' +
      'Spørsmål:\n1. Hvilke oppgaver er det flest ledige vakter på?\n2. Må man ha erfaring?\n3. Hvordan melder lytterne seg?',
  },
  4: {
    theme: 'Matpakke eller kantine?',
    themeScript:
      'Brødskive med brunost, rester fra middagen eller dagens varmrett i kantina? Nordmenn har sterke meninger om lunsj. ' +
      'I dag vil vi vite hva som ligger i matboksen din, og om du noen gang har byttet matpakke med en kollega.',
    callIn: 'Lytterne ringer inn: Hva har du i matboksen?',
    question: 'Hvor mange fylker har Norge hatt siden 2024?',
    answer: '15',
    guest: 'Jonas Lie Berg, musiker',
    guestTopic: 'Morgengjesten: Live i studio før konserten i kulturhuset',
    interview:
      'Jonas Lie Berg spiller i kulturhuset på lørdag og tar med seg gitaren til studio. Han spiller én låt live etter praten.\n\n' +
      'Spørsmål:\n1. Hvordan ble den nye plata til?\n2. Hvordan er det å spille hjemme igjen?\n3. Hvilken låt spiller du for oss nå?\n\nTeknikk: én vokalmikrofon og DI til gitar, lydprøve 08:15.',
  },
  5: {
    theme: 'Fredag: Hva skal du i helga?',
    themeScript:
      'Endelig fredag! Vi vil vite hva dere skal i helga. Tur på fjellet, sofakos eller storrengjøring? ' +
      'Den beste helgeplanen vi får inn før klokka ni vinner et gavekort på frokost for to.',
    callIn: 'Lytterne ringer inn: Helgeplanene',
    question: 'Hva er hovedstaden på Island?',
    answer: 'Reykjavík',
    guest: 'Hanne Strand, statsmeteorolog',
    guestTopic: 'Morgengjesten: Helgeværet',
    interview:
      'Hanne Strand gir oss helgeværet i detalj, og svarer på lytternes spørsmål om været der de skal.\n\n' +
      'Spørsmål:\n1. Hvor blir det best vær i helga?\n2. Hvor sikre er varslene tre dager fram?\n3. Lytterspørsmål fra SMS (velg to).',
  },
};

function morningItems(weekday: number): Item[] {
  const day = MORNING[weekday]!;
  return [
    { topic: day.theme, script: day.themeScript, length: 285, responsible: 'ingrid' },
    {
      topic: day.callIn,
      script: 'Ta to–tre samtaler, hold hver under to minutter. Sara siler samtalene og legger navn og sted i chatten.',
      length: 495,
      responsible: 'emil',
    },
    {
      topic: 'Dagens konkurranse',
      script: `Spørsmål: ${day.question}\nRiktig svar: ${day.answer}.\n\nLes spørsmålet to ganger. Premie: to kinobilletter. Vinneren trekkes kl. 09.`,
      length: 405,
      responsible: 'emil',
    },
    { topic: day.guestTopic, guest: day.guest, script: day.interview, length: 720, responsible: 'sara' },
    {
      topic: 'Vinneren av dagens konkurranse',
      script: 'Trekk vinneren blant dem som svarte riktig, og ring vedkommende opp på lufta. Takk alle som var med, og minn om morgendagens konkurranse.',
      length: 180,
      responsible: 'ingrid',
    },
  ];
}

/** The daytime and evening shows: two items a day from a short rotation. */
const ROTATION: Record<string, Item[][]> = {
  Helgefrokost: [
    [
      { topic: 'Hva skjer i helga?', script: 'Loppemarked på skolen, kino for de minste og kamp på stadion søndag. Les opp tre arrangementer og legg dem ut på nettsiden.', length: 300, responsible: 'amira' },
      { topic: 'Helgegjesten: Turlaget om høstens fellesturer', guest: 'Per Olav Dahl, turleder', script: 'Turlaget arrangerer fellesturer hver søndag. Hvor går turen, og passer den for barn?', length: 300, responsible: 'amira' },
    ],
    [
      { topic: 'Hva skjer i helga?', script: 'Bydelsfest, åpen dag på brannstasjonen og konsert i kirka. Velg tre og fortell kort om hvert.', length: 300, responsible: 'amira' },
      { topic: 'Helgegjesten: Brødbakeren fra torget', guest: 'Kari Myhre, baker', script: 'Kari deler oppskriften på helgens grovbrød. Be henne forklare hevingen slik at lytterne kan bake selv.', length: 300, responsible: 'amira' },
    ],
  ],
  Formiddagen: [
    [
      { topic: 'Dagens tips: Få orden i boden', script: 'Tre enkle grep: sorter i tre esker, heng opp det du kan, og kjør resten til gjenbruk samme dag.', length: 300, responsible: 'amira' },
      { topic: 'Formiddagsgjesten: Bibliotekaren anbefaler', guest: 'Nora Aas, bibliotekar', script: 'Nora har med tre bøker for lange kvelder. Spør hvilken hun ville gitt bort i gave.', length: 300, responsible: 'amira' },
    ],
    [
      { topic: 'Dagens tips: Spar strøm på kjøkkenet', script: 'Lokk på kjelen, vannkoker i stedet for kokeplate, og fyll oppvaskmaskinen helt før du starter den.', length: 300, responsible: 'amira' },
      { topic: 'Formiddagsgjesten: Dyrlegen svarer', guest: 'Henrik Vold, dyrlege', script: 'Lytterne har sendt inn spørsmål om hund og katt. Velg fire og la Henrik svare kort.', length: 300, responsible: 'amira' },
    ],
    [
      { topic: 'Dagens tips: Planter som tåler lite lys', script: 'Gullranke, svigermors tunge og fredslilje. Fortell hvor ofte de skal vannes.', length: 300, responsible: 'amira' },
      { topic: 'Formiddagsgjesten: Ny rektor på videregående', guest: 'Siri Holm, rektor', script: 'Siri begynte i august. Hva vil hun endre, og hva skal hun la være som før?', length: 300, responsible: 'amira' },
    ],
  ],
  Ettermiddagen: [
    [
      { topic: 'Dagens snakkis: Skal mobilen ut av klasserommet?', script: 'Flere skoler har innført mobilfri skoledag. Hva mener lytterne? Les tre meldinger, én for, én mot og én midt imellom.', length: 300, responsible: 'lars' },
      { topic: 'Ettermiddagsquiz', script: '1. Hvor mange bein har en edderkopp? (Åtte)\n2. Hva heter Norges største innsjø? (Mjøsa)\n3. Hvilken farge har en sjiraffs tunge? (Mørk blålilla)', length: 360, responsible: 'amira' },
    ],
    [
      { topic: 'Dagens snakkis: Fire dagers arbeidsuke?', script: 'Et firma i byen prøver fire dagers uke i et halvt år. Ville du byttet lønn mot fri? Ta inn meldinger og to samtaler.', length: 300, responsible: 'lars' },
      { topic: 'Ettermiddagsquiz', script: '1. Hvilket land har flest innbyggere i Norden? (Sverige)\n2. Hvor mange strenger har en vanlig gitar? (Seks)\n3. Hvilken planet er nærmest sola? (Merkur)', length: 360, responsible: 'amira' },
    ],
  ],
  Kveldsradio: [
    [
      { topic: 'Kveldens tema: Den første konserten du var på', script: 'Hvem så du, hvor gammel var du, og hvem var du der med? Spill en låt fra den beste historien.', length: 360, responsible: 'lars' },
      { topic: 'Kveldsgjesten: Fyrvokteren', guest: 'Arne Fjeld, tidligere fyrvokter', script: 'Arne passet fyret i tjue år. Be ham fortelle om den verste stormen og den fineste morgenen.', length: 360, responsible: 'lars' },
    ],
    [
      { topic: 'Kveldens tema: Ting du har arvet', script: 'En klokke, en oppskrift eller et ordtak? Lytterne forteller om noe de har arvet og hvorfor det betyr noe.', length: 360, responsible: 'lars' },
      { topic: 'Kveldsgjesten: Korlederen', guest: 'Ingvild Ruud, korleder', script: 'Koret fyller femti år. Spill et opptak fra jubileumskonserten og snakk om hvorfor folk synger sammen.', length: 360, responsible: 'lars' },
    ],
  ],
};

function itemsFor(show: DemoShowTime): Item[] {
  if (show.slot.title in ROTATION) {
    const rotation = ROTATION[show.slot.title]!;
    return rotation[show.offset % rotation.length]!;
  }
  if (show.slot !== MORNING_SHOW) return [];
  const weekday = weekdayOfDateKey(show.date);
  return MORNING[weekday] ? morningItems(weekday) : [];
}

/** Where an item stands given when its show runs: done, nearly done, being worked on, or an idea. */
function statusOf(show: DemoShowTime, index: number, now: Date): RundownStatus {
  if (show.end <= now) return 'sent';
  if (show.start <= now) return index === 0 ? 'sent' : 'ready';
  if (show.offset <= 1) return index % 3 === 2 ? 'in_progress' : 'ready';
  return index % 2 === 0 ? 'in_progress' : 'idea';
}

/**
 * Gives a demo person the items an earlier run made without people: recognised by show, position
 * and topic, and still without a responsible person or creator (nobody has taken them since).
 */
async function adopt(tx: DbOrTx, showId: string, planned: Item[], people: Map<DemoPersonKey, string>, producer: string | null): Promise<number> {
  let count = 0;
  for (const [position, item] of planned.entries()) {
    const rows = await tx
      .update(showContent)
      .set({ responsibleId: people.get(item.responsible) ?? null, createdBy: producer })
      .where(
        and(
          eq(showContent.showId, showId),
          eq(showContent.position, position),
          eq(showContent.topic, item.topic),
          isNull(showContent.responsibleId),
          isNull(showContent.createdBy),
        ),
      )
      .returning({ id: showContent.id });
    count += rows.length;
  }
  return count;
}

export const seedDemoRundowns: DemoSeeder = async (db: Db, now: Date, log) => {
  const people = await demoPeople(db);
  let shows = 0;
  let items = 0;
  let adopted = 0;
  await db.transaction(async (tx) => {
    for (const show of demoWeek(now)) {
      const planned = itemsFor(show);
      if (planned.length === 0) continue;
      const found = await findByTitleAndStart(tx, show.slot.title, show.start);
      if (!found) continue;
      const [existing] = await tx.select({ n: count() }).from(showContent).where(eq(showContent.showId, found.id));
      if (Number(existing?.n ?? 0) > 0) {
        // Made by an earlier run before the demo people existed: they take their items now.
        if (people.size > 0) adopted += await adopt(tx, found.id, planned, people, people.get(show.slot.producer) ?? null);
        continue;
      }
      await tx.insert(showContent).values(
        planned.map((item, position) => ({
          showId: found.id,
          position,
          topic: item.topic,
          guest: item.guest ?? '',
          script: item.script,
          plannedLengthS: item.length,
          responsibleId: people.get(item.responsible) ?? null,
          status: statusOf(show, position, now),
          createdBy: people.get(show.slot.producer) ?? null,
        })),
      );
      shows += 1;
      items += planned.length;
    }
  });
  log(`Kjøreplaner: ${items} punkter på ${shows} sendinger${adopted ? `; ${adopted} punkter fikk ansvarlig` : ''}.`);
};
