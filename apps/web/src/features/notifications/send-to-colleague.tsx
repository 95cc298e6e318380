import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { NOTIFICATION_STRINGS as S, type ListenerMessage, type Notification } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { WithTooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { api, errorMessage } from '@/lib/api';
import { useAuth } from '@/features/auth';
import { staffQuery } from '@/features/clocks';

/**
 * "Send til kollega" on a listener message: one colleague gets it as a notification that leads to
 * the message in the queue (the queue's own "Send til studio" goes to the display, not a person).
 */
export function SendToColleagueButton({ message, disabled, describedBy }: { message: ListenerMessage; disabled: boolean; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <WithTooltip label={S.sendToColleague}>
        <Button variant="ghost" size="icon-sm" aria-label={S.sendToColleague} disabled={disabled} aria-describedby={describedBy} onClick={() => setOpen(true)}>
          <Send aria-hidden />
        </Button>
      </WithTooltip>
      {open && <SendDialog message={message} onClose={() => setOpen(false)} />}
    </>
  );
}

function SendDialog({ message, onClose }: { message: ListenerMessage; onClose: () => void }) {
  const me = useAuth().user?.id;
  const people = useQuery(staffQuery);
  const colleagues = (people.data ?? []).filter((p) => p.id !== me && p.full_name);
  const [userId, setUserId] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => api.post<{ notification: Notification | null }>(`/api/listener-messages/${message.id}/send-to-colleague`, { user_id: userId, note: note || null }),
    onSuccess: () => {
      const name = colleagues.find((c) => c.id === userId)?.full_name ?? '';
      toast({ title: `${S.sent} til ${name}`, variant: 'success', duration: 4000 });
      onClose();
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const submit = () => {
    setFailure(null);
    if (!userId) return setFailure(S.colleagueRequired);
    send.mutate();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{S.sendToColleagueTitle}</DialogTitle>
          <DialogDescription>Kollegaen får et varsel med lenke til meldingen.</DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-lg border-l-4 bg-muted px-3 py-2 text-sm">
          <span className="font-medium">{message.name}:</span> <span className="text-muted-foreground">{message.body.slice(0, 200)}</span>
        </blockquote>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <FormField label={S.colleague} error={failure ?? undefined}>
            <NativeSelect value={userId} onChange={(e) => setUserId(e.target.value)}>
              <option value="">Velg …</option>
              {colleagues.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.full_name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={S.noteLabel}>
            <Textarea value={note} maxLength={200} rows={2} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Avbryt
            </Button>
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden />
              {S.sendToColleague}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
