import { CHAT_MODERATION_STRINGS, CHAT_STRINGS, type ChatMessage } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { displayName } from '@/lib/people';

const SNIPPET_MAX = 140;

/** What a deleted message shows instead of its text. */
export function removedText(message: Pick<ChatMessage, 'moderated'>): string {
  return message.moderated ? CHAT_MODERATION_STRINGS.removedByModerator : CHAT_STRINGS.deletedMessage;
}

export function snippet(text: string, max: number = SNIPPET_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Someone mentioned me, or wrote to me privately, while I was looking elsewhere: say so.
 * Ordinary channel messages only raise the unread count, or the toasts would never stop.
 */
export function notifyAboutMessage(message: ChatMessage, me: string): void {
  if (message.sender_id === me || message.deleted_at) return;
  const sender = displayName(message.sender?.full_name ?? message.name);
  const mentioned = message.mentions.some((m) => m.user_id === me);
  if (mentioned) {
    toast({ title: `${sender} nevnte deg i chatten`, description: snippet(message.message) });
  } else if (message.channel_type === 'private') {
    toast({ title: `Ny privat melding fra ${sender}`, description: snippet(message.message) });
  }
}
