import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Bucket } from '../storage/storage-driver';
import type { SequenceState } from './catalog';

export const BACKUP_FORMAT = 'studioportal-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface ManifestTable {
  name: string;
  columns: string[];
  rows: number;
  /** sha256 (hex) of the table's file: its canonical lines, each ending in "\n". */
  sha256: string;
  file: string;
}

export interface ManifestFile {
  bucket: Bucket;
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  app_version: string;
  /** When the database snapshot was taken (the start of its transaction). */
  created_at: string;
  /** The last schema migration the data belongs to, and every one applied. */
  migration: string;
  migrations: string[];
  source: { database: 'pglite' | 'postgres'; storage: 'disk' | 's3' };
  /** In dependency order: every table comes after the tables it references. */
  tables: ManifestTable[];
  sequences: SequenceState[];
  files: ManifestFile[];
  files_note: string;
}

export const FILES_NOTE =
  'Filene er kopiert i to runder: før og etter databaseøyeblikket (created_at). En fil lagres alltid før raden som ' +
  'peker på den, og slettes først etter at raden er borte, så hver rad i kopien har sin fil. Unntak: en fil som ble ' +
  'lastet opp under første runde og slettet under andre. Filer lastet opp mens kopien ble tatt kan være med uten rad ' +
  '(foreldreløse filer, ufarlig).';

export async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error('Fant ingen lesbar manifest.json: dette er ikke en Studioportal-sikkerhetskopi.');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new Error('manifest.json er ikke fra en Studioportal-sikkerhetskopi.');
  if (manifest.format_version > BACKUP_FORMAT_VERSION) {
    throw new Error(`Sikkerhetskopien har format ${manifest.format_version}; denne versjonen leser bare opp til ${BACKUP_FORMAT_VERSION}. Oppdater Studioportal først.`);
  }
  return manifest;
}
