/** A screen's code could not be downloaded (offline, or the server has a newer build). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly path: string,
    override readonly cause: unknown,
  ) {
    super('Kunne ikke laste inn siden. Sjekk nettverket, eller last siden på nytt for å hente siste versjon.');
  }
}
