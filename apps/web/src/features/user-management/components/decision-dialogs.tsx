import { useEffect, useId, useState } from 'react';
import { APP_ROLES, ROLE_LABELS, USER_MANAGEMENT_STRINGS, rejectUserSchema, type AppRole, type Profile } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { displayName } from '@/lib/people';

export type Decision = { kind: 'approve' | 'reject' | 'deactivate'; user: Profile } | null;

interface DecisionDialogProps {
  decision: Decision;
  busy: boolean;
  onClose: () => void;
  onApprove: (user: Profile, role: AppRole) => void;
  onReject: (user: Profile, reason: string) => void;
  onDeactivate: (user: Profile) => void;
}

/** One dialog for the decisions that deserve a second look: approve (with role), reject (with reason), deactivate. */
export function DecisionDialog({ decision, busy, onClose, onApprove, onReject, onDeactivate }: DecisionDialogProps) {
  const formId = useId();
  const [role, setRole] = useState<AppRole>('Tekniker');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  useEffect(() => {
    if (!decision) return;
    setRole(decision.user.requested_role ?? decision.user.app_role);
    setReason('');
    setReasonError(undefined);
  }, [decision]);

  if (!decision) return null;
  const { user, kind } = decision;
  const name = displayName(user.full_name);

  const submit = () => {
    if (kind === 'approve') return onApprove(user, role);
    if (kind === 'deactivate') return onDeactivate(user);
    const parsed = rejectUserSchema.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message);
    onReject(user, parsed.data.reason);
  };

  const title = kind === 'approve' ? `Godkjenn ${name}` : kind === 'reject' ? USER_MANAGEMENT_STRINGS.rejectTitle : USER_MANAGEMENT_STRINGS.deactivateTitle;
  const description =
    kind === 'approve'
      ? `${name} (${user.email}) får tilgang til Studioportal med rollen du velger.`
      : kind === 'reject'
        ? `${name} (${user.email}) får se begrunnelsen når hen logger inn.`
        : `${name} (${user.email}): ${USER_MANAGEMENT_STRINGS.deactivateDescription}`;
  const confirm = kind === 'approve' ? USER_MANAGEMENT_STRINGS.approve : kind === 'reject' ? USER_MANAGEMENT_STRINGS.reject : USER_MANAGEMENT_STRINGS.deactivate;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {kind === 'approve' && (
            <FormField
              label="Rolle"
              hint={user.requested_role ? `${USER_MANAGEMENT_STRINGS.requestedRole}: ${ROLE_LABELS[user.requested_role]}` : undefined}
            >
              <NativeSelect value={role} onChange={(event) => setRole(APP_ROLES.find((r) => r === event.target.value) ?? 'Tekniker')}>
                {APP_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          {kind === 'reject' && (
            <FormField label={USER_MANAGEMENT_STRINGS.rejectReasonLabel} error={reasonError}>
              <Textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} placeholder="For eksempel: Kjenner ikke til denne personen." />
            </FormField>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Avbryt
          </Button>
          <Button type="submit" form={formId} variant={kind === 'approve' ? 'default' : 'destructive'} disabled={busy}>
            {busy && <Spinner className="size-4 text-current" />}
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
