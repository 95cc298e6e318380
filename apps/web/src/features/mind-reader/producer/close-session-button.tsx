import { useState } from 'react';
import type { MindReaderSession } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOnline } from '@/lib/offline/online-status';
import { useCloseSession } from '../api';
import { MR_WEB } from '../strings';

/** "Avslutt økta", asked first (focus starts on "Avbryt": closing cannot be undone). */
export function CloseSessionButton({ session }: { session: MindReaderSession }) {
  const close = useCloseSession();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" className="text-red-700 hover:bg-destructive/10 dark:text-red-300" disabled={!online} onClick={() => setOpen(true)}>
        {MR_WEB.closeSession}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={MR_WEB.closeTitle}
        description={MR_WEB.closeText}
        confirmLabel={MR_WEB.closeConfirm}
        destructive
        busy={close.isPending}
        onConfirm={() =>
          close.mutate(session.id, {
            onSuccess: () => setOpen(false),
            onError: (e) => toast({ title: MR_WEB.actionFailed, description: errorMessage(e), variant: 'destructive' }),
          })
        }
      />
    </>
  );
}
