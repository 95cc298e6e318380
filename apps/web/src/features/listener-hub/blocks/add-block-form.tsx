import { useState, type FormEvent } from 'react';
import { ShieldBan } from 'lucide-react';
import { LISTENER_LIMITS, LISTENER_STRINGS, normalisePhone } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { HUB } from '../strings';
import { useAddBlock } from './api';

/** Block a phone number typed in (a caller, an SMS sender seen elsewhere). Same phone rule as the server. */
export function AddBlockForm({ className }: { className?: string }) {
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; reason?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddBlock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      phone: normalisePhone(phone.trim()) ? undefined : LISTENER_STRINGS.phoneInvalid,
      reason: reason.trim().length > LISTENER_LIMITS.blockReasonMax ? HUB.reasonTooLong : undefined,
    };
    setErrors(next);
    if (next.phone || next.reason) return;
    setServerError(null);
    add.mutate(
      { phone: phone.trim(), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setPhone('');
          setReason('');
          toast({ title: HUB.blocked, duration: 3000 });
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{HUB.addBlock}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label={HUB.phone} error={errors.phone}>
            <Input type="tel" inputMode="tel" autoComplete="off" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="912 34 567" />
          </FormField>
          <FormField label={HUB.reason} error={errors.reason}>
            <Input value={reason} onChange={(e) => setReason(e.target.value)} autoComplete="off" />
          </FormField>
          <FormError message={serverError} />
          <RequiresNetwork>
            {({ offline, controlProps }) => (
              <Button type="submit" variant="destructive" disabled={add.isPending || offline} {...controlProps}>
                <ShieldBan aria-hidden />
                {HUB.block}
              </Button>
            )}
          </RequiresNetwork>
        </form>
      </CardContent>
    </Card>
  );
}
