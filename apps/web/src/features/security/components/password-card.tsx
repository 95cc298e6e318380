import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { newPasswordSchema, PASSWORD_CHANGE_STRINGS, PASSWORD_MIN } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { securityApi, useSecurityMutation } from '../api';

/** The server's rule (changePasswordSchema) plus the typed-twice check that only the form needs. */
const formSchema = z
  .object({
    current_password: z.string().min(1, 'Skriv inn det nåværende passordet'),
    new_password: newPasswordSchema,
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: PASSWORD_CHANGE_STRINGS.mismatch })
  .refine((v) => v.current_password !== v.new_password, { path: ['new_password'], message: 'Det nye passordet må være forskjellig fra det nåværende.' });
type PasswordForm = z.infer<typeof formSchema>;

const EMPTY: PasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** Changing the password ends every other session (stolen or forgotten devices); this one stays. */
export function PasswordCard() {
  const change = useSecurityMutation(securityApi.changePassword);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordForm>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit((input) =>
    change.mutate(
      { current_password: input.current_password, new_password: input.new_password },
      {
        onSuccess: ({ revoked }) => {
          reset(EMPTY);
          toast({ variant: 'success', title: PASSWORD_CHANGE_STRINGS.changed, description: PASSWORD_CHANGE_STRINGS.changedDescription(revoked) });
        },
        onError: (error) => {
          const field = isApiError(error) && error.code === 'wrong_password' ? 'current_password' : 'root';
          setError(field, { message: error.message });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{PASSWORD_CHANGE_STRINGS.title}</CardTitle>
        <CardDescription>{PASSWORD_CHANGE_STRINGS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={PASSWORD_CHANGE_STRINGS.title}>
          {errors.root?.message && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errors.root.message}
            </p>
          )}
          <FormField label={PASSWORD_CHANGE_STRINGS.currentLabel} error={errors.current_password?.message}>
            <Input type="password" autoComplete="current-password" {...register('current_password')} />
          </FormField>
          <FormField label={PASSWORD_CHANGE_STRINGS.newLabel} hint={`Minst ${PASSWORD_MIN} tegn.`} error={errors.new_password?.message}>
            <Input type="password" autoComplete="new-password" minLength={PASSWORD_MIN} {...register('new_password')} />
          </FormField>
          <FormField label={PASSWORD_CHANGE_STRINGS.confirmLabel} error={errors.confirm_password?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
          </FormField>
          <RequiresNetwork>
            {({ offline, controlProps }) => (
              <Button type="submit" disabled={change.isPending || offline} {...controlProps}>
                {change.isPending && <Spinner className="size-4 text-current" />}
                {change.isPending ? PASSWORD_CHANGE_STRINGS.submitting : PASSWORD_CHANGE_STRINGS.submit}
              </Button>
            )}
          </RequiresNetwork>
        </form>
      </CardContent>
    </Card>
  );
}
