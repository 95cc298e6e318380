import { CornerUpLeft } from 'lucide-react';
import { CHAT_STRINGS, type ChatReplyPreview } from '@studioportal/shared';
import { chatColor, displayName } from '@/lib/people';
import { NAME_COLOR_CLASS, nameColorStyle } from './name-color';
import { snippet } from './notify';

interface ReplyQuoteProps {
  preview: ChatReplyPreview;
  color: string | null;
  onJump: (preview: ChatReplyPreview) => void;
}

/** The quoted snippet of the message replied to; clicking it jumps there. */
export function ReplyQuote({ preview, color, onJump }: ReplyQuoteProps) {
  const name = displayName(preview.name);
  const text = preview.deleted ? CHAT_STRINGS.deletedMessage : snippet(preview.message, 120);
  return (
    <button
      type="button"
      onClick={() => onJump(preview)}
      aria-label={`Gå til meldingen fra ${name} som det svares på: ${text}`}
      className="mb-1 flex w-full max-w-xl items-start gap-2 rounded-md border-l-[3px] bg-muted/70 px-2.5 py-1.5 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      style={{ borderLeftColor: chatColor(color) }}
    >
      <CornerUpLeft className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0">
        <span className={`block truncate text-xs font-semibold ${NAME_COLOR_CLASS}`} style={nameColorStyle(color)}>
          {name}
        </span>
        <span className={preview.deleted ? 'block truncate italic text-muted-foreground' : 'block truncate text-muted-foreground'}>{text}</span>
      </span>
    </button>
  );
}
