import type { FastifyInstance } from 'fastify';
import {
  ERROR_MESSAGES,
  QUIZ_STRINGS,
  quizEmptyInputSchema,
  quizExportSchema,
  quizIdParamsSchema,
  quizSetInputSchema,
  quizSetUpdateSchema,
  type QuizSet,
  type QuizSetSummary,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { QuizSetsService } from './sets.service';

const builders = { access: { permission: 'runGames' } } as const;

/**
 * "Quiz om Tromsø!" → "Quiz_om_Tromso.quiz.json": letters folded to ASCII (æ → ae, ø → o, å → a,
 * accents dropped), anything else that could break out of the quoted header value made "_".
 */
export function exportFilename(title: string): string {
  const ascii = title
    .replace(/[Ææ]/g, (c) => (c === 'Æ' ? 'Ae' : 'ae'))
    .replace(/[Øø]/g, (c) => (c === 'Ø' ? 'O' : 'o'))
    .replace(/[Åå]/g, (c) => (c === 'Å' ? 'A' : 'a'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${ascii || 'quiz'}.quiz.json`;
}

/** A file that is not an export at all is "not a valid quiz export"; a readable field message (an empty prompt) is kept. */
function parseExport(body: unknown) {
  try {
    return parseInput(quizExportSchema, body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const message = error.message === ERROR_MESSAGES.validation_failed ? QUIZ_STRINGS.importInvalid : error.message;
      throw new ApiError(400, 'import_invalid', message, error.details);
    }
    throw error;
  }
}

/** The quiz builder: question sets (docs/quiz-api.md). They carry the answers, so only game runners see them. */
export function registerQuizSetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const sets = new QuizSetsService(ctx);

  app.get('/api/quiz/sets', { config: builders }, async (request): Promise<{ sets: QuizSetSummary[] }> => {
    parseInput(quizEmptyInputSchema, request.query ?? {});
    return { sets: await sets.list() };
  });

  app.post('/api/quiz/sets', { config: builders }, async (request, reply) => {
    const input = parseInput(quizSetInputSchema, request.body);
    return reply.status(201).send({ set: await sets.create(viewerOf(request), input, new Date()) } satisfies { set: QuizSet });
  });

  app.post('/api/quiz/sets/import', { config: builders }, async (request, reply) => {
    const input = parseExport(request.body);
    return reply.status(201).send({ set: await sets.importSet(viewerOf(request), input, new Date()) } satisfies { set: QuizSet });
  });

  app.get('/api/quiz/sets/:id', { config: builders }, async (request): Promise<{ set: QuizSet }> => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    return { set: await sets.get(id) };
  });

  app.put('/api/quiz/sets/:id', { config: builders }, async (request): Promise<{ set: QuizSet }> => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    const input = parseInput(quizSetUpdateSchema, request.body);
    return { set: await sets.update(viewerOf(request), id, input, new Date()) };
  });

  app.delete('/api/quiz/sets/:id', { config: builders }, async (request, reply) => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    await sets.remove(id);
    return reply.status(204).send();
  });

  app.post('/api/quiz/sets/:id/duplicate', { config: builders }, async (request, reply) => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    parseInput(quizEmptyInputSchema, request.body ?? {});
    return reply.status(201).send({ set: await sets.duplicate(viewerOf(request), id, new Date()) } satisfies { set: QuizSet });
  });

  app.get('/api/quiz/sets/:id/export', { config: builders }, async (request, reply) => {
    const { id } = parseInput(quizIdParamsSchema, request.params);
    const { title, file } = await sets.exportSet(id, new Date());
    return reply.header('content-disposition', `attachment; filename="${exportFilename(title)}"`).send(file);
  });
}
