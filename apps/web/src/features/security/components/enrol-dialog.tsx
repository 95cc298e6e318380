import { useEffect, useId, useState } from 'react';
import { SECURITY_STRINGS, twoFactorCodeSchema, type TwoFactorEnrollment } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { BackupCodes } from './backup-codes';
import { QrCode } from './qr-code';

interface EnrolDialogProps {
  enrollment: TwoFactorEnrollment | null;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onClose: () => void;
}

/** Step two of switching two-factor on: scan, keep the backup codes, confirm the first code. */
export function EnrolDialog({ enrollment, busy, error, onConfirm, onClose }: EnrolDialogProps) {
  const formId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  useEffect(() => {
    setCode('');
    setCodeError(undefined);
  }, [enrollment]);

  const submit = () => {
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    onConfirm(parsed.data);
  };

  return (
    <Dialog open={enrollment !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{SECURITY_STRINGS.enableTwoFactor}</DialogTitle>
          <DialogDescription>{SECURITY_STRINGS.scanQr}</DialogDescription>
        </DialogHeader>
        {enrollment && (
          <div className="grid gap-5 sm:grid-cols-[auto_1fr]">
            <div className="grid justify-items-center gap-2">
              <QrCode value={enrollment.totp_uri} label="QR-kode for autentiseringsappen" />
              <details className="w-48 text-xs text-muted-foreground">
                <summary className="cursor-pointer select-none">{SECURITY_STRINGS.manualKey}</summary>
                <code className="mt-1 block break-all rounded bg-muted p-2 font-mono text-foreground">{enrollment.secret}</code>
              </details>
            </div>
            <BackupCodes codes={enrollment.backup_codes} />
          </div>
        )}
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label={SECURITY_STRINGS.codeLabel} hint="Skriv inn den 6-sifrede koden appen viser nå." error={codeError ?? error ?? undefined}>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              placeholder="123456"
              className="max-w-48 font-mono tracking-widest"
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Avbryt
          </Button>
          <Button type="submit" form={formId} disabled={busy || code.trim().length === 0}>
            {busy && <Spinner className="size-4 text-current" />}
            {SECURITY_STRINGS.confirmCode}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
