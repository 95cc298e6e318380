import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { FormError } from './form-error';
import { RequiresNetwork } from '@/lib/offline/requires-network';

const CANCEL = 'Avbryt';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** More to read before deciding (a draw's rule). */
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
}

/**
 * Asks before a step that cannot be taken back (a delete, a draw, closing a session); focus starts on
 * "Avbryt" so Enter never confirms by accident, and the step waits for the network.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, children, confirmLabel, destructive = false, busy = false, error = null, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <FormError message={error} />
        <DialogFooter>
          <Button variant="outline" data-cancel onClick={() => onOpenChange(false)}>
            {CANCEL}
          </Button>
          <RequiresNetwork className="justify-end">
            {({ offline, controlProps }) => (
              <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={busy || offline} {...controlProps}>
                {confirmLabel}
              </Button>
            )}
          </RequiresNetwork>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
