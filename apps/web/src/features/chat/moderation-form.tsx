import { useEffect, useId, useState } from 'react';
import {
  CHAT_MODERATION_STRINGS,
  CHAT_REASON_MAX,
  CHAT_STRINGS,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { useAppConfig } from '@/lib/app-config';
import { displayName } from '@/lib/people';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { snippet } from './notify';

/** The message a moderation dialog is about, whichever list it came from. */
export interface ModerationTarget {
  id: string;
  text: string;
  author: string;
  created_at: string;
  channel_type: 'public' | 'private';
}

/** A reason: label, text area, counter, and the first problem once the person tried to send. */
export function ReasonField({
  label,
  value,
  onChange,
  required,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error: string | null;
  autoFocus?: boolean;
}) {
  const id = useId();
  const length = value.trim().length;
  const tooLong = length > CHAT_REASON_MAX;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        aria-invalid={error || tooLong ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        autoFocus={autoFocus}
        rows={3}
        className="min-h-20"
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <span id={`${id}-error`} className="font-medium text-red-600 dark:text-red-400">
          {error}
        </span>
        <span id={`${id}-counter`} className={cn('tabular shrink-0 text-muted-foreground', tooLong && 'font-semibold text-red-600 dark:text-red-400')}>
          {length}/{CHAT_REASON_MAX} tegn
        </span>
      </div>
    </div>
  );
}

function reasonProblem(reason: string, required: boolean): string | null {
  const trimmed = reason.trim();
  if (required && !trimmed) return CHAT_MODERATION_STRINGS.reasonRequired;
  if (trimmed.length > CHAT_REASON_MAX) return CHAT_MODERATION_STRINGS.reasonTooLong;
  return null;
}

/**
 * A reason form's state, fresh for every new target (`key`): problems show only once the person
 * tried to send; `attempt()` gives the trimmed reason when it may be sent, else null.
 */
export function useReasonForm(key: unknown, required: boolean, initial = '') {
  const [reason, setReason] = useState(initial);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    setReason(initial);
    setTried(false);
  }, [key, initial]);
  const problem = reasonProblem(reason, required);
  const attempt = (): string | null => {
    setTried(true);
    return problem ? null : reason.trim();
  };
  return { reason, setReason, error: tried ? problem : null, attempt };
}

/** Avbryt, and the dialog's own submit button (disabled while sending or offline). */
export function DialogActions({ onCancel, pending, label, destructive = false }: { onCancel: () => void; pending: boolean; label: string; destructive?: boolean }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Avbryt
      </Button>
      <RequiresNetwork className="justify-end max-sm:w-full">
        {({ offline, controlProps }) => (
          <Button type="submit" variant={destructive ? 'destructive' : 'default'} className="max-sm:w-full" disabled={pending || offline} {...controlProps}>
            {label}
          </Button>
        )}
      </RequiresNetwork>
    </DialogFooter>
  );
}

export function Quote({ target }: { target: ModerationTarget }) {
  const { timeZone } = useAppConfig();
  return (
    <figure className="min-w-0 rounded-lg border-l-4 bg-muted px-3 py-2 text-sm">
      <figcaption className="mb-0.5 flex items-baseline gap-2 text-xs text-muted-foreground">
        <span className="truncate font-semibold text-foreground">{target.author}</span>
        <span className="tabular shrink-0">kl. {formatTime(target.created_at, timeZone)}</span>
        {target.channel_type === 'private' && <span className="shrink-0">· privat melding</span>}
      </figcaption>
      <blockquote className="whitespace-pre-wrap break-words text-muted-foreground">{snippet(target.text, 300)}</blockquote>
    </figure>
  );
}

/** A chat message as a moderation target. */
export function targetOf(message: { id: string; message: string; name: string; created_at: string; channel_type: 'public' | 'private'; sender?: { full_name: string | null } | null }): ModerationTarget {
  return {
    id: message.id,
    text: message.message || CHAT_STRINGS.deletedMessage,
    author: displayName(message.sender?.full_name ?? message.name),
    created_at: message.created_at,
    channel_type: message.channel_type,
  };
}
