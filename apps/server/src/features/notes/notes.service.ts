import {
  can,
  CONTENT_EVENTS,
  CONTENT_STRINGS,
  type Note,
  type NoteConflictDetails,
  type NoteRemovedPayload,
  type NoteSavedPayload,
  type createNoteSchema,
  type notesQuerySchema,
  type updateNoteSchema,
} from '@studioportal/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import * as repo from './notes.repository';

type NoteRow = NonNullable<Awaited<ReturnType<typeof repo.findNoteRow>>>;

const isVisible = (row: Pick<NoteRow, 'ownerId' | 'visibility'>, viewer: Viewer) =>
  row.visibility === 'shared' || row.ownerId === viewer.userId;

/** Private notes are announced to their owner only; shared ones to every staff member. */
function announceSaved(publish: Publish, note: Note) {
  const audience = note.visibility === 'private' ? { audience: [note.owner_id] } : undefined;
  return publish('content', CONTENT_EVENTS.noteSaved, { note } satisfies NoteSavedPayload, audience);
}

export class NotesService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  list(viewer: Viewer, query: z.output<typeof notesQuerySchema>): Promise<Note[]> {
    return repo.listNotes(this.ctx.database.db, viewer.userId, query);
  }

  async get(viewer: Viewer, id: string): Promise<Note> {
    const db = this.ctx.database.db;
    const row = await repo.findNoteRow(db, id);
    // Someone else's private note answers like a missing one: its existence is private too.
    if (!row || !isVisible(row, viewer)) throw new ApiError(404, 'not_found', CONTENT_STRINGS.noteNotFound);
    return (await repo.toNotes(db, [row]))[0]!;
  }

  create(viewer: Viewer, input: z.output<typeof createNoteSchema>): Promise<Note> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await repo.insertNote(tx, {
        ownerId: viewer.userId,
        title: input.title,
        body: input.body,
        tags: input.tags,
        visibility: input.visibility,
        isPinned: input.is_pinned,
      });
      const note = (await repo.toNotes(tx, [row]))[0]!;
      await announceSaved(publish, note);
      return note;
    });
  }

  /**
   * Saves an edit made against `input.version`. Private notes are their owner's alone; shared ones
   * any approved colleague may edit; only the owner decides who sees the note. A save against an
   * older version is refused with 409 and the stored note, so nothing is silently overwritten.
   */
  update(viewer: Viewer, id: string, input: z.output<typeof updateNoteSchema>): Promise<Note> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const current = await this.visibleRow(tx, viewer, id);
      if (input.visibility !== undefined && input.visibility !== current.visibility && current.ownerId !== viewer.userId) {
        throw new ApiError(403, 'forbidden', CONTENT_STRINGS.visibilityForbidden);
      }
      if (current.version !== input.version) await this.conflict(tx, current);
      const { version, ...changes } = input;
      const row = await repo.updateIfVersion(tx, id, version, changes, viewer.userId);
      if (!row) await this.conflict(tx, (await repo.findNoteRow(tx, id)) ?? current);
      const note = (await repo.toNotes(tx, [row!]))[0]!;
      await announceSaved(publish, note);
      if (current.visibility === 'shared' && note.visibility === 'private') {
        await publish('content', CONTENT_EVENTS.noteRemoved, { id, owner_id: note.owner_id, reason: 'hidden' } satisfies NoteRemovedPayload);
      }
      return note;
    });
  }

  /** Pinning changes no text, so it takes no version and never conflicts. */
  setPinned(viewer: Viewer, id: string, isPinned: boolean): Promise<Note> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.visibleRow(tx, viewer, id);
      const row = await repo.setPinned(tx, id, isPinned);
      const note = (await repo.toNotes(tx, [row!]))[0]!;
      await announceSaved(publish, note);
      return note;
    });
  }

  /** Owners delete their own notes; Programleder and Administrator anyone's. */
  remove(viewer: Viewer, id: string): Promise<void> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await this.visibleRow(tx, viewer, id);
      if (row.ownerId !== viewer.userId && !can(viewer.profile.app_role, 'deleteOthersContent')) {
        throw new ApiError(403, 'forbidden', CONTENT_STRINGS.deleteForbidden);
      }
      await repo.deleteNote(tx, id);
      const audience = row.visibility === 'private' ? { audience: [row.ownerId] } : undefined;
      await publish('content', CONTENT_EVENTS.noteRemoved, { id, owner_id: row.ownerId, reason: 'deleted' } satisfies NoteRemovedPayload, audience);
    });
  }

  private async visibleRow(tx: Tx, viewer: Viewer, id: string): Promise<NoteRow> {
    const row = await repo.findNoteRow(tx, id, { lock: true });
    if (!row || !isVisible(row, viewer)) throw new ApiError(404, 'not_found', CONTENT_STRINGS.noteNotFound);
    return row;
  }

  private async conflict(tx: Tx, current: NoteRow): Promise<never> {
    const [note] = await repo.toNotes(tx, [current]);
    throw new ApiError(409, 'version_conflict', CONTENT_STRINGS.versionConflict, { current: note! } satisfies NoteConflictDetails);
  }
}
