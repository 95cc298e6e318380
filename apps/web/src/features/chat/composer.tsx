import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff, Pencil, Reply, SendHorizontal, X } from 'lucide-react';
import {
  CHAT_MESSAGE_MAX,
  CHAT_SOCKET_EVENTS,
  CHAT_STRINGS,
  CHAT_TYPING_THROTTLE_MS,
  chatMutedText,
  type ChatMessage,
  type ChatPerson,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/people';
import { isNetworkFailure } from '@/lib/offline/outbox';
import { isOnline, useOnline } from '@/lib/offline/online-status';
import { REQUIRES_NETWORK_TEXT } from '@/lib/offline/requires-network';
import { emitWithAck } from '@/lib/realtime';
import { useAuth } from '@/features/auth';
import { chatKeys, newClientId, useEditMessage, useSendMessage } from './api';
import { queueChatMessage } from './outbox';
import { PendingMessages } from './pending-messages';
import { loadDraft, saveDraft } from './drafts';
import { activeMention, insertMention, isCompleteName, mentionSuggestions, type ActiveMention } from './mentions';
import { MentionSuggestions } from './mention-suggestions';
import { snippet } from './notify';
import { useOwnMute } from './use-own-mute';

export type ComposerMode = { kind: 'new' } | { kind: 'reply'; message: ChatMessage } | { kind: 'edit'; message: ChatMessage };

interface ComposerProps {
  conversation: string;
  /** The other person of a private conversation; null in the staff channel. */
  recipientId: string | null;
  placeholder: string;
  mode: ComposerMode;
  onModeDone: () => void;
  /** Who can be @mentioned here. */
  mentionable: readonly ChatPerson[];
}

const MAX_HEIGHT_PX = 200;

/**
 * Writing a message: Enter sends, Shift+Enter adds a line. The text is trimmed and an empty
 * message is ignored; the counter shows the limit the server also enforces. '@' suggests
 * colleagues. In reply mode the quoted message shows above; in edit mode the text is the message's.
 */
export function Composer({ conversation, recipientId, placeholder, mode, onModeDone, mentionable }: ComposerProps) {
  const [text, setText] = useState(() => loadDraft(conversation));
  const [mention, setMention] = useState<ActiveMention | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  const draftBeforeEdit = useRef<string | null>(null);
  const send = useSendMessage();
  const edit = useEditMessage();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // Muted by a moderator: nothing can be sent or edited until the mute ends (the server says so too).
  const mutedUntil = useOwnMute();
  const muted = mutedUntil !== null;
  const mutedId = useId();
  // A new message can wait for the network; an edit cannot.
  const online = useOnline();
  const editBlocked = mode.kind === 'edit' && !online;
  const counterId = useId();
  const listId = useId();
  const busy = send.isPending || edit.isPending;

  const trimmed = text.trim();
  const length = trimmed.length;
  const tooLong = length > CHAT_MESSAGE_MAX;
  // A name typed out in full is a finished mention: Enter sends instead of picking it again.
  const suggestions = mention && !isCompleteName(mentionable, mention.query) ? mentionSuggestions(mentionable, mention.query) : [];
  const suggesting = suggestions.length > 0;

  // Entering edit mode puts the message in the box (keeping the draft for later); leaving restores it.
  useEffect(() => {
    if (mode.kind === 'edit') {
      draftBeforeEdit.current ??= text;
      setText(mode.message.message);
    } else if (draftBeforeEdit.current !== null) {
      setText(draftBeforeEdit.current);
      draftBeforeEdit.current = null;
    }
    if (mode.kind !== 'new') textarea.current?.focus();
    // Only a change of mode should do this, not every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);

  useEffect(() => {
    if (mode.kind !== 'edit') saveDraft(conversation, text);
  }, [conversation, text, mode.kind]);

  // Grow with the text up to a limit, then scroll inside.
  useLayoutEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const signalTyping = () => {
    const now = Date.now();
    if (now - lastTyping.current < CHAT_TYPING_THROTTLE_MS) return;
    lastTyping.current = now;
    // Best effort: a lost typing signal only means nobody sees the dots.
    emitWithAck('main', CHAT_SOCKET_EVENTS.typing, { conversation }, 2000).catch(() => {});
  };

  const updateMention = (value: string, caret: number) => {
    const next = activeMention(value, caret);
    setMention(next);
    if (next?.query !== mention?.query) setActiveIndex(0);
  };

  const choose = (person: ChatPerson) => {
    const el = textarea.current;
    if (!el || !mention || !person.full_name) return;
    const result = insertMention(text, mention, el.selectionStart, person.full_name);
    setText(result.text);
    setMention(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(result.caret, result.caret);
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // Spec section 5: an empty message is ignored.
    if (!trimmed || tooLong || busy || muted) return;
    try {
      if (mode.kind === 'edit') {
        await edit.mutateAsync({ id: mode.message.id, message: trimmed });
        onModeDone();
        return;
      }
      const input = {
        message: trimmed,
        client_id: newClientId(),
        ...(recipientId ? { recipient_id: recipientId } : {}),
        ...(mode.kind === 'reply' ? { reply_to: mode.message.id } : {}),
      };
      // Offline the message waits in the outbox (shown as "Venter på nett") and is sent once the
      // network is back; a request lost on the way goes there too, under the same client id.
      if (!isOnline() && user) queueChatMessage(user.id, conversation, input);
      else {
        try {
          await send.mutateAsync(input);
        } catch (error) {
          if (!isNetworkFailure(error) || !user) throw error;
          queueChatMessage(user.id, conversation, input);
        }
      }
      setText('');
      lastTyping.current = 0;
      if (mode.kind === 'reply') onModeDone();
    } catch (error) {
      // Muted meanwhile (the event may not have arrived yet): fetch the mute so the notice shows.
      if (isApiError(error) && error.code === 'chat_muted') void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      toast({ variant: 'destructive', title: 'Meldingen ble ikke sendt', description: errorMessage(error, 'Prøv igjen om et øyeblikk.') });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggesting) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((i) => (i + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const person = suggestions[activeIndex];
        if (person) choose(person);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Escape' && mode.kind !== 'new') {
      event.preventDefault();
      onModeDone();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="relative border-t bg-card/60 px-3 pb-3 pt-2 sm:px-4">
      {suggesting && (
        <MentionSuggestions id={listId} people={suggestions} activeIndex={activeIndex} onChoose={choose} onHover={setActiveIndex} />
      )}
      <PendingMessages conversation={conversation} />
      {muted && (
        <p id={mutedId} role="status" className="mb-2 flex items-center gap-2 rounded-lg bg-amber-500/12 px-3 py-2 text-sm font-medium text-amber-900 dark:text-amber-200">
          <MessageSquareOff className="size-4 shrink-0" aria-hidden />
          {chatMutedText(mutedUntil)}
        </p>
      )}
      {mode.kind !== 'new' && !muted && <ModeBanner mode={mode} onCancel={onModeDone} />}
      <div
        className={cn(
          'flex items-end gap-2 rounded-xl border border-input bg-background px-3 py-2 shadow-xs transition-colors',
          'focus-within:border-transparent focus-within:ring-2 focus-within:ring-ring',
          tooLong && 'border-destructive focus-within:ring-destructive',
          muted && 'opacity-60',
        )}
      >
        <label htmlFor={`${listId}-input`} className="sr-only">
          {mode.kind === 'edit' ? 'Rediger meldingen' : 'Melding'}
        </label>
        <textarea
          id={`${listId}-input`}
          ref={textarea}
          rows={1}
          value={text}
          placeholder={placeholder}
          onChange={(e) => {
            setText(e.target.value);
            updateMention(e.target.value, e.target.selectionStart);
            if (e.target.value.trim() && mode.kind !== 'edit') signalTyping();
          }}
          onKeyDown={onKeyDown}
          onClick={(e) => updateMention(e.currentTarget.value, e.currentTarget.selectionStart)}
          onBlur={() => setMention(null)}
          disabled={muted}
          aria-describedby={muted ? `${mutedId} ${counterId}` : counterId}
          aria-invalid={tooLong || undefined}
          aria-autocomplete="list"
          aria-controls={suggesting ? listId : undefined}
          aria-activedescendant={suggesting ? `${listId}-option-${activeIndex}` : undefined}
          className="max-h-[200px] min-h-6 flex-1 resize-none bg-transparent py-1 text-[0.9375rem] leading-relaxed placeholder:text-muted-foreground/80 focus:outline-none disabled:cursor-not-allowed"
        />
        <Button
          type="submit"
          size="icon-sm"
          disabled={!trimmed || tooLong || busy || editBlocked || muted}
          title={editBlocked ? REQUIRES_NETWORK_TEXT : undefined}
          aria-label={mode.kind === 'edit' ? 'Lagre endringen' : 'Send melding'}
          className="rounded-lg"
        >
          {mode.kind === 'edit' ? <Pencil aria-hidden /> : <SendHorizontal aria-hidden />}
        </Button>
      </div>
      <div className="mt-1 flex items-center justify-between gap-3 px-1 text-xs text-muted-foreground">
        <span className="hidden sm:inline">
          <kbd className="font-sans font-medium">Enter</kbd> sender · <kbd className="font-sans font-medium">Shift+Enter</kbd> gir ny linje · <kbd className="font-sans font-medium">@</kbd> nevner en kollega
        </span>
        <span id={counterId} className={cn('tabular ml-auto', tooLong && 'font-semibold text-red-600 dark:text-red-400')}>
          {length}/{CHAT_MESSAGE_MAX} tegn
          {tooLong && <span className="sr-only">. {CHAT_STRINGS.tooLong}</span>}
        </span>
      </div>
    </form>
  );
}

function ModeBanner({ mode, onCancel }: { mode: Exclude<ComposerMode, { kind: 'new' }>; onCancel: () => void }) {
  const name = displayName(mode.message.sender?.full_name ?? mode.message.name);
  return (
    <div className="mb-2 flex items-center gap-2 rounded-lg bg-muted px-3 py-1.5 text-sm">
      {mode.kind === 'reply' ? <Reply className="size-4 shrink-0 text-muted-foreground" aria-hidden /> : <Pencil className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
      <p className="min-w-0 flex-1 truncate">
        {mode.kind === 'reply' ? (
          <>
            Svarer <strong className="font-semibold">{name}</strong>: <span className="text-muted-foreground">{snippet(mode.message.message, 80)}</span>
          </>
        ) : (
          <strong className="font-semibold">Redigerer meldingen</strong>
        )}
      </p>
      <Button type="button" variant="ghost" size="icon-sm" className="size-7" onClick={onCancel} aria-label={mode.kind === 'reply' ? 'Avbryt svar' : 'Avbryt redigering'}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
