import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_EVENTS, type Profile } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { activeAdminIds, toPublicProfile } from './accounts.repository';

/**
 * Fans every committed profile change out to the screens that show it:
 * - colleagues (presence subscribers) get the public part, so names, avatars and colours in
 *   chat and presence update live; only for approved accounts, so a sign-up stays private;
 * - administrators get the whole profile, so the user list and the pending badge update live.
 * The user's own screens are told by the gateway (profile.updated on the account namespace).
 */
export function registerAccountFanOut(ctx: ServerContext, log: FastifyBaseLogger) {
  ctx.profiles.onChange(async (profile: Profile) => {
    try {
      if (profile.approval_status === 'approved') {
        ctx.realtime.publisher.emitEphemeral('presence', ACCOUNT_EVENTS.profileUpdated, {
          profile: toPublicProfile({
            id: profile.id,
            fullName: profile.full_name,
            profilePictureUrl: profile.profile_picture_url,
            chatColor: profile.chat_color,
            appRole: profile.app_role,
            updatedAt: new Date(profile.updated_at),
          }),
        });
      }
      const admins = await activeAdminIds(ctx.database.db);
      if (admins.length) {
        ctx.realtime.publisher.emitEphemeral('presence', ACCOUNT_EVENTS.userChanged, { profile }, { audience: admins });
      }
    } catch (error) {
      // A failed fan-out must never undo or fail the change itself; screens refetch on focus.
      log.error({ err: error, userId: profile.id }, 'account fan-out failed');
    }
  });
  // Deactivation ended these sessions in the database; their sockets close now.
  ctx.profiles.onSessionsEnded((sessionIds) => {
    for (const id of sessionIds) ctx.realtime.sessionEnded(id);
  });
}
