import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft, Hash } from 'lucide-react';
import { CHAT_STRINGS, PUBLIC_CONVERSATION, ROLE_LABELS, type ChatMessage, type ChatPerson } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/user-avatar';
import { displayName, firstName } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { usePresence } from '@/features/presence';
import { setActiveConversation } from './active-conversation';
import { useConversations } from './api';
import { Composer, type ComposerMode } from './composer';
import { DeleteMessageDialog } from './delete-message-dialog';
import { MessageList } from './message-list';
import type { MessageModeration } from './message-item';
import { useCanModerate } from './moderation-api';
import { ModerateMessageDialog, MuteUserDialog, ReportMessageDialog, targetOf, type ModerationTarget, type MuteTarget } from './moderation-dialogs';
import { TypingIndicator } from './typing-indicator';
import { usePeople } from './use-people';

interface ConversationViewProps {
  conversation: string;
  me: string;
  /** Phones show the list and the conversation as separate views; this goes back to the list. */
  onBack?: () => void;
}

export function ConversationView({ conversation, me, onBack }: ConversationViewProps) {
  const isPublic = conversation === PUBLIC_CONVERSATION;
  const people = usePeople();
  const { data: conversations } = useConversations();
  const { users: online } = usePresence();
  const entry = conversations?.conversations.find((c) => c.key === conversation);
  const person = isPublic ? null : people.personFor(conversation, entry?.person ?? null);
  const lastRead = entry?.last_read_position ?? 0;
  const [mode, setMode] = useState<ComposerMode>({ kind: 'new' });
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [reporting, setReporting] = useState<ModerationTarget | null>(null);
  const [removing, setRemoving] = useState<ModerationTarget | null>(null);
  const [muting, setMuting] = useState<MuteTarget | null>(null);
  const canModerate = useCanModerate();
  const { userProfile } = useAuth();
  const canMuteAdministrators = userProfile?.app_role === 'Administrator';
  const moderation = useMemo<MessageModeration>(
    () => ({
      canModerate,
      canMuteAdministrators,
      onReport: (message: ChatMessage) => setReporting(targetOf(message)),
      onModerate: (message: ChatMessage) => setRemoving(targetOf(message)),
      onMute: (message: ChatMessage, sender: ChatPerson | null) => setMuting({ id: message.sender_id, name: sender?.full_name ?? message.name }),
    }),
    [canModerate, canMuteAdministrators],
  );

  // Where the "new messages" line goes: the read cursor as it was when the conversation opened.
  const lastReadAtOpen = useRef<number | null>(null);
  if (lastReadAtOpen.current === null && conversations) lastReadAtOpen.current = lastRead;

  useEffect(() => {
    setActiveConversation(conversation);
    return () => setActiveConversation(null);
  }, [conversation]);

  const mentionable = useMemo(
    () => (isPublic ? people.colleagues.filter((c) => c.id !== me) : person ? [person] : []),
    [isPublic, people.colleagues, person, me],
  );
  const onReply = useCallback((message: ChatMessage) => setMode({ kind: 'reply', message }), []);
  const onEdit = useCallback((message: ChatMessage) => setMode({ kind: 'edit', message }), []);
  const onDelete = useCallback((message: ChatMessage) => setDeleting(message), []);
  const onModeDone = useCallback(() => setMode({ kind: 'new' }), []);

  const title = isPublic ? CHAT_STRINGS.publicChannel : displayName(person?.full_name);
  const isOnline = person ? (online?.some((u) => u.user_id === person.id) ?? false) : false;
  const subtitle = isPublic
    ? `Hele redaksjonen${online ? ` · ${online.length} pålogget` : ''}`
    : person
      ? `${ROLE_LABELS[person.app_role]}${isOnline ? ' · pålogget nå' : ''}`
      : 'Privat samtale';

  return (
    <section aria-label={`Samtale: ${title}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b px-3 py-3 sm:px-4">
        {onBack && (
          <Button variant="ghost" size="icon-sm" onClick={onBack} aria-label="Tilbake til samtaler" className="-ml-1">
            <ArrowLeft aria-hidden />
          </Button>
        )}
        {isPublic ? (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-blue-700 dark:text-blue-300">
            <Hash className="size-5" aria-hidden />
          </span>
        ) : (
          <span className="relative shrink-0">
            <UserAvatar fullName={person?.full_name} color={person?.chat_color} pictureUrl={person?.profile_picture_url} className="size-10" />
            {isOnline && <span aria-hidden className="absolute -bottom-0.5 -right-0.5 size-3 rounded-full bg-green-500 ring-2 ring-card" />}
          </span>
        )}
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold leading-tight">{title}</h2>
          <p className="truncate text-xs text-muted-foreground">{subtitle}</p>
        </div>
      </header>

      <MessageList
        conversation={conversation}
        label={`Meldinger i ${isPublic ? CHAT_STRINGS.publicChannel : `samtalen med ${title}`}`}
        me={me}
        lastReadAtOpen={lastReadAtOpen.current ?? lastRead}
        lastRead={lastRead}
        emptyText={isPublic ? 'Ingen meldinger ennå. Skriv den første – alle i redaksjonen ser den.' : `Ingen meldinger ennå. Bare du og ${firstName(person?.full_name) ?? title} ser denne samtalen.`}
        onReply={onReply}
        onEdit={onEdit}
        onDelete={onDelete}
        moderation={moderation}
      />
      <TypingIndicator conversation={conversation} />
      <Composer
        key={conversation}
        conversation={conversation}
        recipientId={isPublic ? null : conversation}
        placeholder={isPublic ? 'Skriv til hele redaksjonen …' : `Skriv til ${firstName(person?.full_name) ?? title} …`}
        mode={mode}
        onModeDone={onModeDone}
        mentionable={mentionable}
      />
      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
      <ReportMessageDialog target={reporting} onClose={() => setReporting(null)} />
      <ModerateMessageDialog target={removing} onClose={() => setRemoving(null)} />
      <MuteUserDialog person={muting} onClose={() => setMuting(null)} />
    </section>
  );
}
