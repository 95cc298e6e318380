import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  CHAT_MODERATION_STRINGS,
  CHAT_MUTE_DURATIONS,
  CHAT_REASON_MAX,
  CHAT_STRINGS,
  chatMuteEndText,
  type ChatMuteMinutes,
} from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/datetime';
import { useAppConfig } from '@/lib/app-config';
import { displayName } from '@/lib/people';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { useModerateMessage, useMuteUser, useReportMessage } from './moderation-api';
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
function ReasonField({
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

function Quote({ target }: { target: ModerationTarget }) {
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

/** 'Rapporter meldingen': any colleague asks the moderators to look at someone else's message. */
export function ReportMessageDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const report = useReportMessage();
  useEffect(() => {
    setReason('');
    setTried(false);
  }, [target?.id]);
  const problem = reasonProblem(reason, true);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!target || problem) return;
    try {
      await report.mutateAsync({ id: target.id, reason: reason.trim() });
      toast({ variant: 'success', title: CHAT_MODERATION_STRINGS.reported });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Kunne ikke rapportere meldingen', description: errorMessage(error) });
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Rapporter meldingen</DialogTitle>
            <DialogDescription>Moderatorene (administratorer og programledere) får se meldingen og begrunnelsen din.</DialogDescription>
          </DialogHeader>
          {target && <Quote target={target} />}
          <ReasonField label="Hva er galt med meldingen?" value={reason} onChange={setReason} required error={tried ? problem : null} autoFocus />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Avbryt
            </Button>
            <RequiresNetwork className="justify-end max-sm:w-full">
              {({ offline, controlProps }) => (
                <Button type="submit" className="max-sm:w-full" disabled={report.isPending || offline} {...controlProps}>
                  Rapporter
                </Button>
              )}
            </RequiresNetwork>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 'Fjern som moderator': the message is replaced for everyone, its author is told why, and it is logged. */
export function ModerateMessageDialog({
  target,
  initialReason = '',
  onClose,
  focusAfterRemoval,
}: {
  target: ModerationTarget | null;
  initialReason?: string;
  onClose: () => void;
  /** Where focus goes once the message is removed, when the button that opened the dialog goes with it. */
  focusAfterRemoval?: RefObject<HTMLElement | null>;
}) {
  const [reason, setReason] = useState(initialReason);
  const [tried, setTried] = useState(false);
  const removed = useRef(false);
  const moderate = useModerateMessage();
  useEffect(() => {
    setReason(initialReason);
    setTried(false);
    if (target) removed.current = false;
  }, [target, initialReason]);
  const problem = reasonProblem(reason, true);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!target || problem) return;
    try {
      await moderate.mutateAsync({ id: target.id, reason: reason.trim() });
      removed.current = true;
      toast({ variant: 'success', title: 'Meldingen er fjernet', description: 'Forfatteren har fått beskjed med begrunnelsen.' });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Kunne ikke fjerne meldingen', description: errorMessage(error) });
    }
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          const next = focusAfterRemoval?.current;
          if (!removed.current || !next) return;
          event.preventDefault();
          next.focus();
        }}
      >
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Fjern meldingen som moderator</DialogTitle>
            <DialogDescription>
              Alle ser «{CHAT_MODERATION_STRINGS.removedByModerator}» i stedet. Forfatteren får beskjed med begrunnelsen, og handlingen logges.
            </DialogDescription>
          </DialogHeader>
          {target && <Quote target={target} />}
          <ReasonField label="Begrunnelse" value={reason} onChange={setReason} required error={tried ? problem : null} autoFocus />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Avbryt
            </Button>
            <RequiresNetwork className="justify-end max-sm:w-full">
              {({ offline, controlProps }) => (
                <Button type="submit" variant="destructive" className="max-sm:w-full" disabled={moderate.isPending || offline} {...controlProps}>
                  Fjern meldingen
                </Button>
              )}
            </RequiresNetwork>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export interface MuteTarget {
  id: string;
  name: string | null;
}

/** 'Demp i chatten': the colleague can read but not write until the chosen time has passed. */
export function MuteUserDialog({ person, onClose }: { person: MuteTarget | null; onClose: () => void }) {
  const [minutes, setMinutes] = useState<ChatMuteMinutes>(CHAT_MUTE_DURATIONS[0].minutes);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const mute = useMuteUser();
  useEffect(() => {
    setMinutes(CHAT_MUTE_DURATIONS[0].minutes);
    setReason('');
    setTried(false);
  }, [person?.id]);
  const problem = reasonProblem(reason, false);
  const name = displayName(person?.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!person || problem) return;
    try {
      const result = await mute.mutateAsync({ user_id: person.id, minutes, reason: reason.trim() || null });
      toast({ variant: 'success', title: `${name} er dempet i chatten`, description: `Til ${result.muted_until ? chatMuteEndText(result.muted_until) : ''}.` });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Kunne ikke dempe kollegaen', description: errorMessage(error) });
    }
  };

  return (
    <Dialog open={person !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Demp {name} i chatten</DialogTitle>
            <DialogDescription>{name} kan lese, men ikke skrive eller endre meldinger før tiden er ute. Handlingen logges.</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              Hvor lenge?
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {CHAT_MUTE_DURATIONS.map((d) => (
                <label
                  key={d.minutes}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-2 text-sm font-medium transition-colors sm:min-h-10',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring hover:bg-accent',
                    minutes === d.minutes && 'border-primary bg-primary/12 text-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name="mute-duration"
                    value={d.minutes}
                    checked={minutes === d.minutes}
                    onChange={() => setMinutes(d.minutes)}
                    className="size-4 accent-primary"
                  />
                  {d.label}
                </label>
              ))}
            </div>
          </fieldset>
          <ReasonField label="Begrunnelse (valgfritt)" value={reason} onChange={setReason} required={false} error={tried ? problem : null} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Avbryt
            </Button>
            <RequiresNetwork className="justify-end max-sm:w-full">
              {({ offline, controlProps }) => (
                <Button type="submit" variant="destructive" className="max-sm:w-full" disabled={mute.isPending || offline} {...controlProps}>
                  Demp
                </Button>
              )}
            </RequiresNetwork>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
