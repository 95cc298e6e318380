import { memo, type ReactNode } from 'react';
import { Flag, Pencil, Reply, ShieldX, Trash2, VolumeX } from 'lucide-react';
import { CHAT_STRINGS, type ChatMessage, type ChatPerson, type ChatReplyPreview } from '@studioportal/shared';
import { UserAvatar } from '@/components/user-avatar';
import { WithTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { displayName, personColor } from '@/lib/people';
import { fullTimestamp } from './format';
import { MessageText } from './message-text';
import { removedText } from './notify';
import { NAME_COLOR_CLASS, nameColorStyle } from './name-color';
import { ReplyQuote } from './reply-quote';

export interface MessageItemProps {
  message: ChatMessage;
  sender: ChatPerson | null;
  /** Colour of the person quoted in the reply, if any. */
  quotedColor: string | null;
  me: string;
  timeZone: string;
  /** Same sender as the message before, within a few minutes: no repeated name and picture. */
  continued: boolean;
  /** Arrived while the conversation was open (highlighted for a few seconds). */
  fresh: boolean;
  /** The target of a reply jump (briefly outlined). */
  focused: boolean;
  onReply: (message: ChatMessage) => void;
  onEdit: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
  onJump: (preview: ChatReplyPreview) => void;
  /** Moderation (issue 17, part 6): everyone reports others' messages; moderators remove and mute. */
  moderation: MessageModeration;
}

export interface MessageModeration {
  /** The viewer has `moderateChat` (Administrator, Programleder). */
  canModerate: boolean;
  /** Only an Administrator may mute another Administrator. */
  canMuteAdministrators: boolean;
  onReport: (message: ChatMessage) => void;
  onModerate: (message: ChatMessage) => void;
  onMute: (message: ChatMessage, sender: ChatPerson | null) => void;
}

export const messageElementId = (id: string) => `chat-message-${id}`;

function MessageItemImpl({ message, sender, quotedColor, me, timeZone, continued, fresh, focused, onReply, onEdit, onDelete, onJump, moderation }: MessageItemProps) {
  const name = displayName(sender?.full_name ?? message.name);
  const color = personColor(sender);
  const time = formatTime(message.created_at, timeZone) ?? '';
  const deleted = message.deleted_at !== null;
  const mine = message.sender_id === me;
  const mentionsMe = !deleted && message.mentions.some((m) => m.user_id === me);
  const mayRemove = moderation.canModerate && !mine && message.channel_type === 'public';
  const mayMute = moderation.canModerate && !mine && (sender?.app_role !== 'Administrator' || moderation.canMuteAdministrators);

  return (
    <li
      id={messageElementId(message.id)}
      data-message-id={message.id}
      tabIndex={-1}
      className={cn(
        'group relative flex gap-3 px-3 py-0.5 transition-colors duration-1000 sm:px-4',
        !continued && 'mt-3 pt-1',
        'hover:bg-accent/40 focus-within:bg-accent/40 focus:outline-none',
        fresh && 'bg-primary/8 duration-0 dark:bg-primary/12',
        mentionsMe && 'border-l-2 border-amber-500 bg-amber-400/8',
        focused && 'ring-2 ring-inset ring-ring',
      )}
    >
      <div className="w-9 shrink-0">
        {continued ? (
          <time
            dateTime={message.created_at}
            className="tabular invisible block pt-1 text-right text-[0.6875rem] text-muted-foreground group-hover:visible group-focus-within:visible"
          >
            {time}
          </time>
        ) : (
          <UserAvatar fullName={name} color={color} pictureUrl={sender?.profile_picture_url} className="mt-0.5 size-9" />
        )}
      </div>

      <div className="min-w-0 flex-1 pr-2 sm:pr-6">
        {continued && <span className="sr-only">{`${name} kl. ${time}: `}</span>}
        {!continued && (
          <div className="flex items-baseline gap-2">
            <span className={cn('truncate text-sm font-semibold', NAME_COLOR_CLASS)} style={nameColorStyle(color)}>
              {name}
            </span>
            <WithTooltip label={fullTimestamp(message.created_at, timeZone)}>
              <time dateTime={message.created_at} className="tabular shrink-0 text-xs text-muted-foreground">
                {time}
              </time>
            </WithTooltip>
          </div>
        )}
        {message.reply_preview && !deleted && <ReplyQuote preview={message.reply_preview} color={quotedColor} onJump={onJump} />}
        {deleted ? (
          <p className="text-sm italic text-muted-foreground">{removedText(message)}</p>
        ) : (
          <MessageText text={message.message} mentions={message.mentions} me={me} />
        )}
        {message.edited_at && !deleted && (
          <span className="text-xs text-muted-foreground" title={`Redigert ${fullTimestamp(message.edited_at, timeZone)}`}>
            ({CHAT_STRINGS.edited})
          </span>
        )}
      </div>

      {!deleted && (
        <div
          role="toolbar"
          aria-label={`Valg for meldingen fra ${name} kl. ${time}`}
          className={cn(
            'absolute right-2 top-0 flex -translate-y-1/3 items-center rounded-lg border bg-popover p-0.5 shadow-sm',
            // Hidden until the message is hovered or focused (a tap focuses it on touch screens);
            // invisible buttons must not catch taps either.
            'pointer-events-none opacity-0 transition-opacity group-hover:pointer-events-auto group-hover:opacity-100 group-focus-within:pointer-events-auto group-focus-within:opacity-100',
            continued ? '' : 'top-1',
          )}
        >
          <ActionButton label={`Svar ${name}`} onClick={() => onReply(message)}>
            <Reply aria-hidden />
          </ActionButton>
          {mine && (
            <>
              <ActionButton label="Rediger meldingen" onClick={() => onEdit(message)}>
                <Pencil aria-hidden />
              </ActionButton>
              <ActionButton label="Slett meldingen" onClick={() => onDelete(message)} destructive>
                <Trash2 aria-hidden />
              </ActionButton>
            </>
          )}
          {!mine && (
            <ActionButton label="Rapporter meldingen" onClick={() => moderation.onReport(message)}>
              <Flag aria-hidden />
            </ActionButton>
          )}
          {mayRemove && (
            <ActionButton label="Fjern som moderator" onClick={() => moderation.onModerate(message)} destructive>
              <ShieldX aria-hidden />
            </ActionButton>
          )}
          {mayMute && (
            <ActionButton label="Demp i chatten" onClick={() => moderation.onMute(message, sender)} destructive>
              <VolumeX aria-hidden />
            </ActionButton>
          )}
        </div>
      )}
    </li>
  );
}

function ActionButton({ label, onClick, destructive = false, children }: { label: string; onClick: () => void; destructive?: boolean; children: ReactNode }) {
  return (
    <WithTooltip label={label}>
      <button
        type="button"
        aria-label={label}
        onClick={onClick}
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors [&_svg]:size-4',
          'hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          destructive && 'hover:bg-destructive/15 hover:text-red-600 dark:hover:text-red-400',
        )}
      >
        {children}
      </button>
    </WithTooltip>
  );
}

export const MessageItem = memo(MessageItemImpl);
