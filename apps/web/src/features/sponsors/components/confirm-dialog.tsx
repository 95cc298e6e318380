import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { SPONSOR_WEB } from '../strings';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** More to read before deciding (the draw's rule). */
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
}

/** Asks before a step that cannot be taken back; focus starts on "Avbryt" so Enter never confirms by accident. */
export function ConfirmDialog({ open, onOpenChange, title, description, children, confirmLabel, destructive = false, busy, error = null, onConfirm }: ConfirmDialogProps) {
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
            {SPONSOR_WEB.cancel}
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
