import { useState } from 'react';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { SECURITY_STRINGS, type TwoFactorEnrollment } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { securityApi, useSecurityMutation, useTwoFactorStatus } from '../api';
import { BackupCodes } from './backup-codes';
import { EnrolDialog } from './enrol-dialog';
import { PasswordDialog } from './password-dialog';

type Step = 'idle' | 'enable-password' | 'disable-password' | 'codes-password';

/** Two-factor: status, switching on (password → QR and backup codes → first code), off, new backup codes. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [enrollment, setEnrollment] = useState<TwoFactorEnrollment | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const enable = useSecurityMutation(securityApi.enableTwoFactor);
  const verify = useSecurityMutation(securityApi.verifyTwoFactor);
  const disable = useSecurityMutation(securityApi.disableTwoFactor);
  const regenerate = useSecurityMutation(securityApi.regenerateBackupCodes);

  const close = () => {
    setStep('idle');
    setError(null);
  };
  const fail = (failure: unknown) => setError(errorMessage(failure));

  const enabled = status.data?.enabled ?? false;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <CardTitle>{SECURITY_STRINGS.twoFactor}</CardTitle>
          {status.data && (
            <Badge variant={enabled ? 'success' : 'secondary'}>
              {enabled ? <ShieldCheck aria-hidden /> : <ShieldOff aria-hidden />}
              {enabled ? SECURITY_STRINGS.twoFactorOn : SECURITY_STRINGS.twoFactorOff}
            </Badge>
          )}
        </div>
        <CardDescription>
          En engangskode fra en app på telefonen i tillegg til passordet. Da hjelper ikke et lekket passord alene.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter status...
          </div>
        ) : enabled ? (
          <>
            {status.data?.backup_codes_remaining !== null && status.data?.backup_codes_remaining !== undefined && (
              <p className="text-sm text-muted-foreground">
                {status.data.backup_codes_remaining === 1 ? '1 reservekode igjen.' : `${status.data.backup_codes_remaining} reservekoder igjen.`}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setStep('codes-password')}>
                <KeyRound aria-hidden />
                {SECURITY_STRINGS.regenerateBackupCodes}
              </Button>
              <Button variant="ghost" onClick={() => setStep('disable-password')}>
                <ShieldOff aria-hidden />
                {SECURITY_STRINGS.disableTwoFactor}
              </Button>
            </div>
          </>
        ) : (
          <Button className="justify-self-start" onClick={() => setStep('enable-password')}>
            <ShieldCheck aria-hidden />
            {SECURITY_STRINGS.enableTwoFactor}
          </Button>
        )}
      </CardContent>

      <PasswordDialog
        open={step === 'enable-password'}
        title={SECURITY_STRINGS.enableTwoFactor}
        description="Bekreft med passordet ditt. Deretter skanner du en QR-kode med autentiseringsappen."
        confirmLabel="Fortsett"
        busy={enable.isPending}
        error={error}
        onClose={close}
        onConfirm={(password) =>
          enable.mutate(password, {
            onSuccess: (result) => {
              close();
              setEnrollment(result);
            },
            onError: fail,
          })
        }
      />
      <EnrolDialog
        enrollment={enrollment}
        busy={verify.isPending}
        error={error}
        onClose={() => {
          setEnrollment(null);
          setError(null);
        }}
        onConfirm={(code) =>
          verify.mutate(code, {
            onSuccess: () => {
              setEnrollment(null);
              setError(null);
              toast({ variant: 'success', title: SECURITY_STRINGS.twoFactorEnabled, description: 'Neste innlogging ber om en kode fra appen.' });
            },
            onError: fail,
          })
        }
      />
      <PasswordDialog
        open={step === 'disable-password'}
        title={SECURITY_STRINGS.disableTwoFactor}
        description="Uten tofaktor er passordet alt som skal til for å logge inn på kontoen din."
        confirmLabel={SECURITY_STRINGS.disableTwoFactor}
        destructive
        busy={disable.isPending}
        error={error}
        onClose={close}
        onConfirm={(password) =>
          disable.mutate(password, {
            onSuccess: () => {
              close();
              toast({ title: SECURITY_STRINGS.twoFactorDisabled });
            },
            onError: fail,
          })
        }
      />
      <PasswordDialog
        open={step === 'codes-password'}
        title={SECURITY_STRINGS.regenerateBackupCodes}
        description="De gamle reservekodene slutter å virke med en gang."
        confirmLabel={SECURITY_STRINGS.regenerateBackupCodes}
        busy={regenerate.isPending}
        error={error}
        onClose={close}
        onConfirm={(password) =>
          regenerate.mutate(password, {
            onSuccess: (result) => {
              close();
              setNewCodes(result.backup_codes);
            },
            onError: fail,
          })
        }
      />
      <Dialog open={newCodes !== null} onOpenChange={(open) => !open && setNewCodes(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Nye reservekoder</DialogTitle>
            <DialogDescription>Kodene vises bare nå. Skriv dem ned eller lagre dem i en passordbehandler.</DialogDescription>
          </DialogHeader>
          {newCodes && <BackupCodes codes={newCodes} />}
          <DialogFooter>
            <Button onClick={() => setNewCodes(null)}>Ferdig</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
