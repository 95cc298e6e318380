import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { MEDIA_FORMAT_INFO, type MarkerKind, type MediaFormat } from '@studioportal/shared';
import type { Db } from '../db/client';
import { mediaLibrary, mediaMarkers } from '../db/schema';
import { analyseAudio, analyseImage, type AudioAnalysis } from '../features/media/media-analysis';
import { upsertProcessing } from '../features/media/media.repository';
import type { DemoSeeder } from './demo';
import { demoSoundWav, demoStudioPng, type DemoSound } from './demo-audio';
import { demoPeople, type DemoPersonKey } from './demo-people';

/**
 * The media library: five short generated sounds (jingle, station ident, traffic bed, applause,
 * news sting) and one picture. Each file is stored where uploads go and processed with the same
 * analysis the server's processing job runs (duration and waveform for sound, size for the
 * picture), right here, so the items are finished ("done") without the job queue. An item is
 * recognised by its original file name.
 */

interface DemoMedia {
  file: string;
  title: string;
  description: string;
  tags: string[];
  owner: DemoPersonKey;
  make: () => Buffer | Promise<Buffer>;
  format: MediaFormat;
  markers?: { kind: MarkerKind; label: string; at_ms: number }[];
}

const sound = (name: DemoSound) => () => demoSoundWav(name);

const MEDIA: DemoMedia[] = [
  {
    file: 'demo-morgenshowet-jingle.wav',
    title: 'Morgenshowet-jingle',
    description: 'Stigende motiv på fire toner og en liggende akkord. Brukes etter været og trafikken.',
    tags: ['jingle', 'morgenshowet', 'demo'],
    owner: 'thomas',
    make: sound('jingle'),
    format: 'wav',
    markers: [{ kind: 'outro', label: 'Akkorden', at_ms: 1200 }],
  },
  {
    file: 'demo-stasjons-id.wav',
    title: 'Stasjons-ID',
    description: 'Kort ident: et sus og to klokketoner.',
    tags: ['ident', 'demo'],
    owner: 'thomas',
    make: sound('stationId'),
    format: 'wav',
  },
  {
    file: 'demo-trafikkseng.wav',
    title: 'Trafikkseng',
    description: 'Bakgrunn under trafikkmeldingene. Åtte sekunder, kan loopes.',
    tags: ['seng', 'trafikk', 'demo'],
    owner: 'thomas',
    make: sound('trafficBed'),
    format: 'wav',
    markers: [
      { kind: 'cue_in', label: 'Start under prat', at_ms: 0 },
      { kind: 'label', label: 'Loop-punkt', at_ms: 4000 },
      { kind: 'cue_out', label: 'Slutt', at_ms: 8000 },
    ],
  },
  {
    file: 'demo-applaus.wav',
    title: 'Applaus',
    description: 'Til vinneren av dagens konkurranse.',
    tags: ['lydeffekt', 'konkurranse', 'demo'],
    owner: 'emil',
    make: sound('applause'),
    format: 'wav',
  },
  {
    file: 'demo-nyhetsstikk.wav',
    title: 'Nyhetsstikk',
    description: 'Tikkende stikk før nyhetsoppdateringen klokka halv.',
    tags: ['nyheter', 'stikk', 'demo'],
    owner: 'thomas',
    make: sound('newsSting'),
    format: 'wav',
  },
  {
    file: 'demo-morgenshowet-studio.png',
    title: 'Morgenshowet i soloppgang',
    description: 'Illustrasjon til nettsiden og sosiale medier.',
    tags: ['bilde', 'morgenshowet', 'demo'],
    owner: 'sara',
    make: demoStudioPng,
    format: 'png',
  },
];

export const seedDemoMedia: DemoSeeder = async (db: Db, _now: Date, log, { storage }) => {
  const people = await demoPeople(db);
  let created = 0;
  let adopted = 0;
  for (const item of MEDIA) {
    const [existing] = await db
      .select({ id: mediaLibrary.id, ownerId: mediaLibrary.ownerId })
      .from(mediaLibrary)
      .where(and(eq(mediaLibrary.originalFilename, item.file), eq(mediaLibrary.title, item.title)))
      .limit(1);
    if (existing) {
      // Stored by an earlier run before the demo people existed: its owner is known now.
      const owner = people.get(item.owner);
      if (owner && !existing.ownerId) {
        await db.transaction(async (tx) => {
          await tx.update(mediaLibrary).set({ ownerId: owner }).where(eq(mediaLibrary.id, existing.id));
          await tx.update(mediaMarkers).set({ createdBy: owner }).where(and(eq(mediaMarkers.mediaId, existing.id), isNull(mediaMarkers.createdBy)));
        });
        adopted += 1;
      }
      continue;
    }

    const id = randomUUID();
    const info = MEDIA_FORMAT_INFO[item.format];
    const storageKey = `${id}/original.${info.ext}`;
    const bytes = await item.make();
    await storage.put('media', storageKey, bytes);
    try {
      // What the processing job (media.service.ts) works out, with the same analysis functions.
      const analysis = await storage.withLocalFile<AudioAnalysis | { width: number; height: number }>('media', storageKey, (filePath) =>
        info.kind === 'audio' ? analyseAudio(filePath, item.format) : analyseImage(filePath),
      );
      await db.transaction(async (tx) => {
        const ownerId = people.get(item.owner) ?? null;
        await tx.insert(mediaLibrary).values({
          id,
          ownerId,
          title: item.title,
          description: item.description,
          tags: item.tags,
          kind: info.kind,
          format: item.format,
          mimeType: info.mime,
          sizeBytes: bytes.length,
          storageKey,
          originalFilename: item.file,
          ...analysis,
        });
        await upsertProcessing(tx, id, { status: 'done', attempts: 1 });
        if (item.markers?.length) {
          await tx.insert(mediaMarkers).values(
            item.markers.map((m) => ({ mediaId: id, kind: m.kind, label: m.label, positionMs: m.at_ms, createdBy: ownerId })),
          );
        }
      });
    } catch (error) {
      await storage.removePrefix('media', id);
      throw error;
    }
    created += 1;
  }
  log(
    `Mediebiblioteket: ${created} nye filer av ${MEDIA.length}${created ? ' (lyd med bølgeform og et bilde, ferdig behandlet)' : ''}` +
      `${adopted ? `; ${adopted} fikk eier` : ''}.`,
  );
};
