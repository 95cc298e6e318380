import { PUBLIC_CONVERSATION, ROLE_LABELS, type Achievement, type ChatMessage, type Profile } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/errors';
import { notify, type InTransaction } from './notify';

/**
 * The notices other features send, worded in one place. Where the change is made in a publisher
 * transaction, the notice joins it: stored and sent with the change it is about, or not at all.
 */

type Ctx = Pick<ServerContext, 'database' | 'realtime'>;

const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Everyone named with '@' in a chat message, except its writer: one notice per message and person (an edit adds only the newly named). */
export async function notifyMentioned(ctx: Ctx, on: InTransaction, message: ChatMessage): Promise<void> {
  const conversation = message.channel_type === 'private' ? message.sender_id : PUBLIC_CONVERSATION;
  const where = message.channel_type === 'private' ? 'i en privat melding' : 'i chatten';
  for (const mention of message.mentions) {
    if (mention.user_id === message.sender_id) continue;
    await notify(ctx, on, {
      userId: mention.user_id,
      kind: 'mention',
      title: `${message.name} nevnte deg ${where}`,
      body: excerpt(message.message),
      link: `/chat?${new URLSearchParams({ samtale: conversation })}`,
      dedupeKey: `chat-mention:${message.id}`,
    });
  }
}

/** An achievement the person just earned (inside the transaction that records it, so a second process's attempt adds nothing). */
export async function notifyAchievement(ctx: Ctx, on: InTransaction, userId: string, achievement: Achievement): Promise<void> {
  await notify(ctx, on, {
    userId,
    kind: 'achievement',
    title: `Ny utmerkelse: ${achievement.name}`,
    body: achievement.description,
    link: '/mobile-achievement',
    dedupeKey: `achievement:${achievement.key}`,
  });
}

/**
 * An administrator's decision on the person's account, after it is committed (accounts change
 * through the identity service, which runs its own transaction). A rejected person cannot sign in
 * to read it; it is kept so the inbox tells the whole story if they are approved later.
 */
export async function notifyApprovalDecision(ctx: Ctx, db: Db, profile: Profile): Promise<void> {
  const notice =
    profile.approval_status === 'approved'
      ? { title: `Kontoen din er godkjent som ${ROLE_LABELS[profile.app_role]}`, body: 'Velkommen! Nå kan du bruke Studioportalen.', link: '/' }
      : profile.approval_status === 'rejected'
        ? { title: 'Kontoen din ble avvist', body: profile.rejection_reason, link: '/profile' }
        : null;
  if (!notice) return;
  try {
    await notify(ctx, db, { userId: profile.id, kind: 'approval', ...notice });
  } catch (error) {
    // The decision is committed; a busy channel must not make the administrator's request look failed.
    if (!(error instanceof ApiError && error.status === 429)) throw error;
  }
}
