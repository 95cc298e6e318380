/** The Norwegian texts of the installable/offline app, in one place. */
export const PWA_STRINGS = {
  offlineTitle: 'Du er frakoblet',
  offlineBody: 'Viser sist lagrede data. Meldinger og markeringer sendes når nettet er tilbake.',
  pendingCount: (count: number) => (count === 1 ? '1 handling venter på nett' : `${count} handlinger venter på nett`),
  updateTitle: 'En ny versjon av Studioportal er klar',
  updateBody: 'Oppdater for å ta den i bruk.',
  updateApply: 'Oppdater nå',
  updateLater: 'Senere',
  installTitle: 'Installer Studioportal',
  installBody: 'Få Studioportal som egen app: raskere å åpne, og den virker uten nett.',
  installAccept: 'Installer',
  installDismiss: 'Ikke nå',
  iosTitle: 'Legg Studioportal til på Hjem-skjerm',
  iosBody: 'Trykk på Del-knappen i Safari, og velg «Legg til på Hjem-skjerm».',
  close: 'Lukk',
  rejectedTitle: 'Kunne ikke sende det som ventet',
} as const;
