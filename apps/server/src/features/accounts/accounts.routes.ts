import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  claimChatColorSchema,
  colorClaimMessage,
  colorSuggestionsSchema,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_STRINGS,
  publicProfilesQuerySchema,
  updateProfileSchema,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { registerAccountFanOut } from './accounts.realtime';
import { AccountsService } from './accounts.service';
import { closeAfterReply, readFileWithinLimit, UploadTooLargeError } from './read-upload';

const approved = { access: 'approved' } as const;
/** Room for the multipart envelope (boundaries, part headers) around a 5 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const fileTooLarge = () => new ApiError(413, 'file_too_large', PROFILE_STRINGS.fileTooLarge.description);
const tooFast = () => new ApiError(429, 'rate_limited');

export async function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new AccountsService(ctx);
  registerAccountFanOut(ctx, app.log);
  // Per user: colour claims (the client retries) and uploads (sharp work) stay bounded.
  const claimLimiter = ctx.realtime.limiter('accounts.color-claim', { perSecond: 30 / 60, burst: 10 });
  const uploadLimiter = ctx.realtime.limiter('accounts.picture-upload', { perSecond: 20 / 60, burst: 10 });

  app.patch('/api/profile', { config: approved }, async (request) => {
    const { full_name } = parseInput(updateProfileSchema, request.body);
    return { profile: await service.updateOwnProfile(viewerOf(request).userId, full_name) };
  });

  app.get('/api/profiles', { config: approved }, async (request) => {
    const { ids } = parseInput(publicProfilesQuerySchema, request.query ?? {});
    return { profiles: await service.publicProfiles(ids) };
  });

  app.post('/api/rpc/claim_chat_color', { config: approved }, async (request, reply) => {
    const { p_color } = parseInput(claimChatColorSchema, request.body);
    const { userId } = viewerOf(request);
    if (!(await claimLimiter.tryTake(userId))) throw tooFast();
    const result = await service.claimChatColor(userId, p_color);
    if (result.success) return result;
    // The spec's result shape, plus the usual error body so generic clients read it too.
    return reply
      .status(result.reason === 'invalid_color' ? 400 : 409)
      .send({ ...result, error: { code: result.reason, message: colorClaimMessage(result.reason) } });
  });

  app.post('/api/rpc/get_available_color_suggestions', { config: approved }, async (request) => {
    const { limit_count } = parseInput(colorSuggestionsSchema, request.body ?? {});
    return { colors: await service.colorSuggestions(limit_count) };
  });

  app.delete('/api/profile/picture', { config: approved }, async (request) => {
    return { profile: await service.removePicture(viewerOf(request).userId) };
  });

  // Multipart only where it is used, so other routes never parse uploads.
  await app.register(async function profilePictureUpload(scope) {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });

    scope.post('/api/profile/picture', { config: approved }, async (request, reply) => {
      const { userId } = viewerOf(request);
      // A declared length can only make us refuse early; the real limit is counted while streaming.
      if (Number(request.headers['content-length'] ?? 0) > PROFILE_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD) {
        closeAfterReply(request, reply);
        throw fileTooLarge();
      }
      if (!request.isMultipart()) throw new ApiError(415, 'invalid_file_type', PROFILE_STRINGS.invalidFileType.description);
      if (!(await uploadLimiter.tryTake(userId))) throw tooFast();
      // Read the request to its end (not just the first file) before answering, so the
      // connection is idle again whatever we answer: a half-read body would hold it open.
      let upload: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && upload === null) upload = await readFileWithinLimit(part.file);
          else if (part.type === 'file') part.file.resume();
        }
      } catch (error) {
        // Our own counter or the plugin's (busboy's fileSize limit), whichever notices first.
        if (error instanceof UploadTooLargeError || (error as { statusCode?: number }).statusCode === 413) {
          closeAfterReply(request, reply);
          throw fileTooLarge();
        }
        throw error;
      }
      if (!upload) throw new ApiError(400, 'validation_failed', PROFILE_STRINGS.invalidFileType.description);
      return { profile: await service.replacePicture(userId, upload) };
    });
  });
}
