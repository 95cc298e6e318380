import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { CHAT_MODERATION_STRINGS, CHAT_MUTE_DURATIONS, chatMuteEndText, type ChatMuteMinutes } from '@studioportal/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { displayName } from '@/lib/people';
import { useModerateMessage, useMuteUser, useReportMessage } from './moderation-api';
import { DialogActions, type ModerationTarget, Quote, ReasonField, useReasonForm } from './moderation-form';

export { targetOf, type ModerationTarget } from './moderation-form';

/** 'Rapporter meldingen': any colleague asks the moderators to look at someone else's message. */
export function ReportMessageDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  const form = useReasonForm(target?.id, true);
  const report = useReportMessage();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = form.attempt();
    if (!target || reason === null) return;
    try {
      await report.mutateAsync({ id: target.id, reason });
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
          <ReasonField label="Hva er galt med meldingen?" value={form.reason} onChange={form.setReason} required error={form.error} autoFocus />
          <DialogActions onCancel={onClose} pending={report.isPending} label="Rapporter" />
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
  const form = useReasonForm(target, true, initialReason);
  const removed = useRef(false);
  const moderate = useModerateMessage();
  useEffect(() => {
    if (target) removed.current = false;
  }, [target]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = form.attempt();
    if (!target || reason === null) return;
    try {
      await moderate.mutateAsync({ id: target.id, reason });
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
          <ReasonField label="Begrunnelse" value={form.reason} onChange={form.setReason} required error={form.error} autoFocus />
          <DialogActions onCancel={onClose} pending={moderate.isPending} label="Fjern meldingen" destructive />
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
  const form = useReasonForm(person?.id, false);
  const mute = useMuteUser();
  useEffect(() => {
    setMinutes(CHAT_MUTE_DURATIONS[0].minutes);
  }, [person?.id]);
  const name = displayName(person?.name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = form.attempt();
    if (!person || reason === null) return;
    try {
      const result = await mute.mutateAsync({ user_id: person.id, minutes, reason: reason || null });
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
          <ReasonField label="Begrunnelse (valgfritt)" value={form.reason} onChange={form.setReason} required={false} error={form.error} />
          <DialogActions onCancel={onClose} pending={mute.isPending} label="Demp" destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}
