import { useEffect, useId, useState, type ReactNode } from 'react';
import { SECURITY_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

interface PasswordDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks for the password again before a sensitive change (two-factor on/off, new backup codes). */
export function PasswordDialog({ open, title, description, confirmLabel, destructive, busy, error, onConfirm, onClose }: PasswordDialogProps) {
  const formId = useId();
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (open) setPassword('');
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (password) onConfirm(password);
          }}
        >
          <FormField label={SECURITY_STRINGS.passwordLabel} error={error ?? undefined}>
            <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} autoFocus />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Avbryt
          </Button>
          <Button type="submit" form={formId} variant={destructive ? 'destructive' : 'default'} disabled={busy || !password}>
            {busy && <Spinner className="size-4 text-current" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
