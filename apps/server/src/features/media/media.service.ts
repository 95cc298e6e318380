import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  can,
  CONTENT_LIMITS,
  CONTENT_STRINGS,
  MEDIA_EVENTS,
  MEDIA_FORMAT_INFO,
  MEDIA_MARKER_STRINGS,
  MEDIA_STRINGS,
  uploadFieldsSchema,
  type MediaDeletedPayload,
  type MediaItem,
  type MediaProcessing,
  type MediaProcessingPayload,
  type MediaSavedPayload,
  type createMarkerSchema,
  type updateMarkerSchema,
  type updateMediaSchema,
} from '@studioportal/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { ApiError, parseInput } from '../../http/errors';
import type { JobRun } from '../../jobs/job-queue';
import type { Publish } from '../../realtime/publisher';
import { analyseAudio, analyseImage, type AudioAnalysis } from './media-analysis';
import { storeUpload, titleFromFilename } from './media-upload';
import * as repo from './media.repository';

export const MEDIA_PROCESSING_QUEUE = 'media.process';
interface ProcessingPayload {
  media_id: string;
}

type Ctx = Pick<ServerContext, 'database' | 'realtime' | 'storage' | 'jobs' | 'config'>;

export class MediaService {
  constructor(private readonly ctx: Ctx) {
    ctx.jobs.define<ProcessingPayload>({
      name: MEDIA_PROCESSING_QUEUE,
      maxAttempts: 3,
      run: (payload, run) => this.process(payload.media_id, run),
      onGiveUp: (payload) => this.giveUp(payload.media_id),
    });
  }

  private publicUrl = (key: string) => this.ctx.storage.publicUrl('media', key);

  private async items(db: DbOrTx, rows: Parameters<typeof repo.toMediaItems>[1]): Promise<MediaItem[]> {
    return repo.toMediaItems(db, rows, this.publicUrl);
  }

  private async item(db: DbOrTx, id: string): Promise<MediaItem> {
    const row = await repo.findMedia(db, id);
    if (!row) throw new ApiError(404, 'not_found', CONTENT_STRINGS.mediaNotFound);
    return (await this.items(db, [row]))[0]!;
  }

  list(kind?: 'audio' | 'image'): Promise<MediaItem[]> {
    return this.ctx.database.snapshot(async (tx) => this.items(tx, await repo.listMedia(tx, kind)));
  }

  get(id: string): Promise<MediaItem> {
    return this.ctx.database.snapshot((tx) => this.item(tx, id));
  }

  /**
   * Stores the file (type from its bytes, size within the limit), records it and queues its
   * processing in one transaction, so a file is never in the library without its job.
   */
  async upload(viewer: Viewer, file: MultipartFile): Promise<MediaItem> {
    const fields = Object.fromEntries(
      Object.entries(file.fields)
        .filter(([name]) => name !== file.fieldname)
        .map(([name, field]) => [name, field && 'value' in field ? field.value : undefined]),
    );
    const { title } = parseInput(uploadFieldsSchema, fields);
    const id = randomUUID();
    const stored = await storeUpload(this.ctx.storage, id, file, this.ctx.config.mediaMaxBytes);
    const info = MEDIA_FORMAT_INFO[stored.format];
    try {
      const item = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
        await repo.insertMedia(tx, {
          id,
          ownerId: viewer.userId,
          title: title || titleFromFilename(file.filename),
          kind: info.kind,
          format: stored.format,
          mimeType: info.mime,
          sizeBytes: stored.sizeBytes,
          storageKey: stored.storageKey,
          originalFilename: file.filename.slice(0, 255),
        });
        const jobId = await this.ctx.jobs.enqueue(tx, MEDIA_PROCESSING_QUEUE, { media_id: id } satisfies ProcessingPayload);
        await repo.upsertProcessing(tx, id, { status: 'queued', jobId });
        const [created] = await this.items(tx, [(await repo.findMedia(tx, id))!]);
        await publish('media', MEDIA_EVENTS.saved, { media: created! } satisfies MediaSavedPayload);
        return created!;
      });
      this.ctx.jobs.wake();
      return item;
    } catch (error) {
      await this.ctx.storage.removePrefix('media', id);
      throw error;
    }
  }

  /** Title, description and tags: any approved colleague may tidy the shared library. */
  update(id: string, input: z.output<typeof updateMediaSchema>): Promise<MediaItem> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.findMedia(tx, id, { lock: true }))) throw new ApiError(404, 'not_found', CONTENT_STRINGS.mediaNotFound);
      await repo.updateMedia(tx, id, input);
      return this.announce(tx, publish, id);
    });
  }

  /** Owners delete their own files; Programleder and Administrator anyone's. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.findMedia(tx, id, { lock: true });
      if (!row) throw new ApiError(404, 'not_found', CONTENT_STRINGS.mediaNotFound);
      if (row.ownerId !== viewer.userId && !can(viewer.profile.app_role, 'deleteOthersContent')) {
        throw new ApiError(403, 'forbidden', CONTENT_STRINGS.deleteForbidden);
      }
      await repo.deleteMedia(tx, id);
      await publish('media', MEDIA_EVENTS.deleted, { id } satisfies MediaDeletedPayload);
    });
    // After commit: a crash between the two leaves an orphan file, never a row without its file.
    await this.ctx.storage.removePrefix('media', id);
  }

  /** Processing again after it failed (a retry button in the library). */
  async reprocess(id: string): Promise<MediaItem> {
    const item = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.findMedia(tx, id, { lock: true }))) throw new ApiError(404, 'not_found', CONTENT_STRINGS.mediaNotFound);
      const jobId = await this.ctx.jobs.enqueue(tx, MEDIA_PROCESSING_QUEUE, { media_id: id } satisfies ProcessingPayload);
      await repo.upsertProcessing(tx, id, { status: 'queued', jobId, attempts: 0 });
      return this.announce(tx, publish, id);
    });
    this.ctx.jobs.wake();
    return item;
  }

  addMarker(viewer: Viewer, id: string, input: z.output<typeof createMarkerSchema>): Promise<MediaItem> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.findMedia(tx, id, { lock: true });
      if (!row) throw new ApiError(404, 'not_found', CONTENT_STRINGS.mediaNotFound);
      if (row.kind !== 'audio') throw new ApiError(400, 'validation_failed', MEDIA_MARKER_STRINGS.notAudio);
      if (row.durationMs !== null && input.position_ms > row.durationMs) {
        throw new ApiError(400, 'validation_failed', MEDIA_MARKER_STRINGS.pastEnd);
      }
      if ((await repo.countMarkers(tx, id)) >= CONTENT_LIMITS.markersMax) throw new ApiError(400, 'validation_failed', MEDIA_MARKER_STRINGS.tooMany);
      await repo.insertMarker(tx, { mediaId: id, kind: input.kind, label: input.label, positionMs: input.position_ms, createdBy: viewer.userId });
      return this.announce(tx, publish, id);
    });
  }

  updateMarker(id: string, markerId: string, input: z.output<typeof updateMarkerSchema>): Promise<MediaItem> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.findMedia(tx, id, { lock: true });
      if (!row) throw new ApiError(404, 'not_found', CONTENT_STRINGS.mediaNotFound);
      if (input.position_ms !== undefined && row.durationMs !== null && input.position_ms > row.durationMs) {
        throw new ApiError(400, 'validation_failed', MEDIA_MARKER_STRINGS.pastEnd);
      }
      const updated = await repo.updateMarker(tx, id, markerId, { kind: input.kind, label: input.label, positionMs: input.position_ms });
      if (!updated) throw new ApiError(404, 'not_found', CONTENT_STRINGS.markerNotFound);
      return this.announce(tx, publish, id);
    });
  }

  /** Whoever set a marker, the file's owner, and Programleder and Administrator may remove it. */
  deleteMarker(viewer: Viewer, id: string, markerId: string): Promise<MediaItem> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const media = await repo.findMedia(tx, id, { lock: true });
      if (!media) throw new ApiError(404, 'not_found', CONTENT_STRINGS.mediaNotFound);
      const marker = await repo.markerCreator(tx, id, markerId);
      if (!marker) throw new ApiError(404, 'not_found', CONTENT_STRINGS.markerNotFound);
      const mine = marker.createdBy === viewer.userId || media.ownerId === viewer.userId;
      if (!mine && !can(viewer.profile.app_role, 'deleteOthersContent')) throw new ApiError(403, 'forbidden', CONTENT_STRINGS.deleteForbidden);
      if (!(await repo.deleteMarker(tx, id, markerId))) throw new ApiError(404, 'not_found', CONTENT_STRINGS.markerNotFound);
      return this.announce(tx, publish, id);
    });
  }

  private async announce(tx: DbOrTx, publish: Publish, id: string): Promise<MediaItem> {
    const item = await this.item(tx, id);
    await publish('media', MEDIA_EVENTS.saved, { media: item } satisfies MediaSavedPayload);
    return item;
  }

  private setProcessing(mediaId: string, values: Parameters<typeof repo.upsertProcessing>[2]): Promise<MediaProcessing | null> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if (!(await repo.findMedia(tx, mediaId))) return null;
      const processing = await repo.upsertProcessing(tx, mediaId, values);
      await publish('media', MEDIA_EVENTS.processing, { media_id: mediaId, processing } satisfies MediaProcessingPayload);
      return processing;
    });
  }

  /** The job: duration and waveform for audio, size for pictures; live progress on the media channel. */
  private async process(mediaId: string, run: JobRun): Promise<void> {
    const row = await repo.findMedia(this.ctx.database.db, mediaId);
    if (!row) return; // deleted before its turn came
    await this.setProcessing(mediaId, { status: 'running', progress: 0, attempts: run.job.attempts });
    try {
      // The decoders read a file: with S3 storage it is downloaded to a temporary one first.
      const changes = await this.ctx.storage.withLocalFile<AudioAnalysis | { width: number; height: number }>('media', row.storageKey, (filePath) =>
        row.kind === 'audio'
          ? analyseAudio(filePath, row.format, {
              signal: run.signal,
              onProgress: async (progress) => {
                await this.setProcessing(mediaId, { status: 'running', progress, attempts: run.job.attempts });
              },
            })
          : analyseImage(filePath),
      );
      await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
        if (!(await repo.findMedia(tx, mediaId, { lock: true }))) return;
        await repo.updateMedia(tx, mediaId, changes);
        const processing = await repo.upsertProcessing(tx, mediaId, { status: 'done', attempts: run.job.attempts });
        await publish('media', MEDIA_EVENTS.processing, { media_id: mediaId, processing } satisfies MediaProcessingPayload);
        await this.announce(tx, publish, mediaId);
      });
    } catch (error) {
      if (!run.signal.aborted && run.job.attempts < run.job.maxAttempts) {
        await this.setProcessing(mediaId, { status: 'queued', attempts: run.job.attempts, error: MEDIA_STRINGS.processingFailed[row.kind] });
      } else if (run.signal.aborted) {
        await this.setProcessing(mediaId, { status: 'queued', attempts: run.job.attempts - 1 });
      }
      throw error;
    }
  }

  private async giveUp(mediaId: string): Promise<void> {
    const row = await repo.findMedia(this.ctx.database.db, mediaId);
    if (!row) return; // deleted meanwhile
    await this.setProcessing(mediaId, { status: 'failed', error: MEDIA_STRINGS.processingFailed[row.kind] });
  }
}
