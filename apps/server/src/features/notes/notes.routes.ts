import type { FastifyInstance } from 'fastify';
import {
  createNoteSchema,
  noteIdParamsSchema,
  notesQuerySchema,
  pinNoteSchema,
  updateNoteSchema,
  type NoteResponse,
  type NotesResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { NotesService } from './notes.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;

export function registerNotesRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new NotesService(ctx);

  app.get('/api/notes', { config: staff }, async (request): Promise<NotesResponse> => {
    const query = parseInput(notesQuerySchema, request.query ?? {});
    return { notes: await service.list(viewerOf(request), query) };
  });

  app.post('/api/notes', { config: staff }, async (request, reply) => {
    const input = parseInput(createNoteSchema, request.body);
    const note = await service.create(viewerOf(request), input);
    return reply.status(201).send({ note } satisfies NoteResponse);
  });

  app.get('/api/notes/:id', { config: staff }, async (request): Promise<NoteResponse> => {
    const { id } = parseInput(noteIdParamsSchema, request.params);
    return { note: await service.get(viewerOf(request), id) };
  });

  app.patch('/api/notes/:id', { config: staff }, async (request): Promise<NoteResponse> => {
    const { id } = parseInput(noteIdParamsSchema, request.params);
    const input = parseInput(updateNoteSchema, request.body);
    return { note: await service.update(viewerOf(request), id, input) };
  });

  app.post('/api/notes/:id/pin', { config: staff }, async (request): Promise<NoteResponse> => {
    const { id } = parseInput(noteIdParamsSchema, request.params);
    const { is_pinned } = parseInput(pinNoteSchema, request.body);
    return { note: await service.setPinned(viewerOf(request), id, is_pinned) };
  });

  app.delete('/api/notes/:id', { config: staff }, async (request, reply) => {
    const { id } = parseInput(noteIdParamsSchema, request.params);
    await service.remove(viewerOf(request), id);
    return reply.status(204).send();
  });
}
