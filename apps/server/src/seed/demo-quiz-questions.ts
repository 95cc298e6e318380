/**
 * The questions of the demo quiz (demo-quiz.ts): the morning show's big set, run this morning,
 * and a short set for each weekday that the earlier days' quizzes ran. Alternatives are in the
 * author's order (a session shuffles them); for text questions, what players who know the answer
 * type (with the case, accents and spelling people use, which the scoring's foldAnswer accepts)
 * and what the others type.
 */

export interface DemoQuestion {
  kind: 'choice' | 'text';
  prompt: string;
  alternatives?: string[];
  /** Choice: the right alternative's index above. */
  correct?: number;
  /** Text: the accepted answers (the first is shown at the reveal). */
  accepted?: string[];
  typedRight?: string[];
  typedWrong?: string[];
  hostNotes: string;
  timeLimitS: number;
}

export interface DemoSet {
  title: string;
  description: string;
  questions: DemoQuestion[];
}

const choice = (prompt: string, alternatives: string[], correct: number, hostNotes: string, timeLimitS = 20): DemoQuestion => ({
  kind: 'choice',
  prompt,
  alternatives,
  correct,
  hostNotes,
  timeLimitS,
});

const text = (prompt: string, accepted: string[], typedRight: string[], typedWrong: string[], hostNotes: string, timeLimitS = 30): DemoQuestion => ({
  kind: 'text',
  prompt,
  accepted,
  typedRight,
  typedWrong,
  hostNotes,
  timeLimitS,
});

/** The morning show's quiz: ten questions from the north and beyond, run this morning. */
export const SHOWCASE_SET: DemoSet = {
  title: 'Morgenquiz: Nord-Norge rundt',
  description: 'Ti spørsmål til Morgenshowets direktequiz kl. 07.40: nordnorsk hverdag, musikk og litt verdensrom.',
  questions: [
    choice(
      'Omtrent hvor lenge varer mørketiden i Tromsø?',
      ['Omtrent to uker', 'Omtrent sju uker', 'Omtrent tre måneder', 'Hele vinteren'],
      1,
      'Sola er under horisonten fra slutten av november til midten av januar. Spør gjerne en innringer om de gleder seg til sola kommer tilbake.',
    ),
    text(
      'Hva heter brua mellom Tromsøya og Tromsdalen?',
      ['Tromsøbrua', 'Tromsøbruen', 'Tromsø bru'],
      ['Tromsøbrua', 'tromsøbrua', 'TROMSOBRUA', 'Tromsøbruen', 'tromso bru'],
      ['Sandnessundbrua', 'Ishavsbrua', 'Tromsdalsbrua'],
      'Åpnet i 1960. Ishavskatedralen ligger ved brufestet på fastlandssiden – nevn gjerne morgentrafikken på brua.',
    ),
    choice(
      'Hvilket år gikk Hurtigruten sin første tur?',
      ['1893', '1914', '1869', '1936'],
      0,
      'Richard With og DS «Vesteraalen», 2. juli 1893. Ruten gikk den gang fra Trondheim til Hammerfest.',
    ),
    choice(
      'Hvilken fugl er Norges nasjonalfugl?',
      ['Fossekall', 'Kongeørn', 'Lundefugl', 'Skjære'],
      0,
      'Fossekallen ble kåret i 1963. Den dykker etter mat i iskalde elver hele vinteren.',
    ),
    text(
      'Hvilken by kalles «Porten til Ishavet»?',
      ['Tromsø'],
      ['Tromsø', 'tromsø', 'Tromso', 'TROMSØ', 'tromsoe'],
      ['Hammerfest', 'Bodø', 'Vardø', 'Kirkenes'],
      'Herfra dro ishavsskutene og polarekspedisjonene, blant dem Roald Amundsen.',
    ),
    choice(
      'Hvilket band ga ut «Take On Me»?',
      ['a-ha', 'DDE', 'Dum Dum Boys', 'Madcon'],
      0,
      'Låta kom i 1984 og slo gjennom med musikkvideoen i 1985. Ligger klar i spillelista etter quizen.',
    ),
    choice(
      'Hvor mange ganger har Norge vunnet Eurovision Song Contest?',
      ['Én', 'To', 'Tre', 'Fire'],
      2,
      'Bobbysocks i 1985, Secret Garden i 1995 og Alexander Rybak i 2009.',
    ),
    text(
      'Hvilken rett ble kåret til Norges nasjonalrett både i 1972 og i 2014?',
      ['Fårikål', 'Farikal'],
      ['Fårikål', 'fårikål', 'FÅRIKÅL', 'farikal', 'Faarikaal'],
      ['Lutefisk', 'Pinnekjøtt', 'Raspeballer', 'Kjøttkaker'],
      'Fårikålens festdag er siste torsdag i september. Les gjerne opp en lytteroppskrift hvis det er tid.',
    ),
    choice(
      'Hvilken planet er nærmest sola?',
      ['Merkur', 'Venus', 'Mars', 'Jorda'],
      0,
      'En lett en mot slutten – gir mange poeng til de raske.',
      15,
    ),
    choice(
      'Hvor høy er Stetind, Norges nasjonalfjell?',
      ['1392 meter', '1041 meter', '1985 meter', '2469 meter'],
      0,
      'Kåret til nasjonalfjell i 2002. Ligger i Narvik kommune, og toppen er flat som et bord.',
    ),
  ],
};

/** The shorter daily quiz of each weekday (1 = Monday … 5 = Friday), run on the earlier days. */
export const WEEKDAY_SETS: Record<1 | 2 | 3 | 4 | 5, DemoSet> = {
  1: {
    title: 'Mandagsquiz: sport',
    description: 'Tre raske sportsspørsmål for å få i gang uka.',
    questions: [
      choice('Hvor mange spillere har et fotballag på banen samtidig?', ['9', '10', '11', '12'], 2, 'Keeperen teller med.'),
      choice('Hvilken by arrangerte vinter-OL i 1994?', ['Lillehammer', 'Oslo', 'Trondheim', 'Hamar'], 0, 'Hamar og Gjøvik hadde også øvelser, men Lillehammer var vertsbyen.'),
      text(
        'Hva heter sjakkspilleren fra Tønsberg som ble verdensmester i 2013?',
        ['Magnus Carlsen', 'Carlsen'],
        ['Magnus Carlsen', 'magnus carlsen', 'Carlsen', 'MAGNUS CARLSEN'],
        ['Simen Agdestein', 'Jon Ludvig Hammer', 'Magnus Karlsen'],
        'Han slo Viswanathan Anand i Chennai.',
      ),
    ],
  },
  2: {
    title: 'Tirsdagsquiz: musikk',
    description: 'Tre spørsmål om musikk, fra Grieg til Grand Prix.',
    questions: [
      choice('Hvem vant Eurovision Song Contest for Norge i 2009?', ['Alexander Rybak', 'Kurt Nilsen', 'Maria Haukaas Storeng', 'Margaret Berger'], 0, '«Fairytale» fikk 387 poeng, rekord den gang.'),
      choice('Hvilket instrument er Ole Bull kjent for?', ['Fiolin', 'Piano', 'Cello', 'Trompet'], 0, 'Bergenseren turnerte i Amerika på 1840-tallet.'),
      text(
        'Hvilken komponist skrev «I Dovregubbens hall»?',
        ['Edvard Grieg', 'Grieg'],
        ['Edvard Grieg', 'Grieg', 'grieg', 'edvard grieg'],
        ['Johan Svendsen', 'Ole Bull', 'Christian Sinding'],
        'Fra musikken til Ibsens «Peer Gynt», 1876.',
      ),
    ],
  },
  3: {
    title: 'Onsdagsquiz: natur',
    description: 'Tre spørsmål om dyr, fjell og himmel.',
    questions: [
      choice('Hvor mange bein har en edderkopp?', ['6', '8', '10', '12'], 1, 'Insekter har seks – edderkopper er ikke insekter.'),
      choice('Hva er Norges største innsjø?', ['Mjøsa', 'Femunden', 'Randsfjorden', 'Tyrifjorden'], 0, 'Omtrent 365 kvadratkilometer.'),
      text(
        'Hva kalles lyset som danser over nattehimmelen i nord?',
        ['Nordlys', 'Nordlyset', 'Aurora borealis'],
        ['Nordlys', 'nordlys', 'Nordlyset', 'NORDLYS', 'aurora borealis'],
        ['Midnattssol', 'Stjerneskudd', 'Kveldsrøde'],
        'Best sett fra september til mars, langt fra bylysene.',
      ),
    ],
  },
  4: {
    title: 'Torsdagsquiz: historie',
    description: 'Tre spørsmål fra Norgeshistorien.',
    questions: [
      choice('Hvilket år ble Grunnloven underskrevet på Eidsvoll?', ['1814', '1905', '1884', '1770'], 0, '17. mai 1814.'),
      choice('Hvem var Norges første kvinnelige statsminister?', ['Gro Harlem Brundtland', 'Erna Solberg', 'Kaci Kullmann Five', 'Siv Jensen'], 0, 'Første regjering i 1981.'),
      text('Hvilket år ble unionen med Sverige oppløst?', ['1905'], ['1905'], ['1814', '1906', '1907'], '7. juni 1905.'),
    ],
  },
  5: {
    title: 'Fredagsquiz: film og TV',
    description: 'Tre spørsmål om film og TV før helga.',
    questions: [
      choice('Hvilken norsk film fra 2015 handler om et fjellskred i Geirangerfjorden?', ['Bølgen', 'Skjelvet', 'Kon-Tiki', 'Max Manus'], 0, 'Oppfølgeren «Skjelvet» kom i 2018.'),
      choice('I hvilken by foregår TV-serien «Skam»?', ['Oslo', 'Bergen', 'Trondheim', 'Tromsø'], 0, 'Elevene går på Hartvig Nissens skole.'),
      text(
        'Hva heter reven i «Dyrene i Hakkebakkeskogen»?',
        ['Mikkel Rev', 'Mikkel'],
        ['Mikkel Rev', 'mikkel rev', 'Mikkel', 'MIKKEL REV'],
        ['Klatremus', 'Bamse Brakar', 'Morten Skogmus'],
        'Thorbjørn Egner, 1953.',
      ),
    ],
  },
};
