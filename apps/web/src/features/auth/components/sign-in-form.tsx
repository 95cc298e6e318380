import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SECURITY_STRINGS, TWO_FACTOR_MESSAGES, signInWithCodeSchema } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '../auth-context';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

type SignInForm = z.input<typeof signInWithCodeSchema>;
type SignInValues = z.output<typeof signInWithCodeSchema>;

/**
 * E-mail and password; when the account has two-factor turned on the server answers
 * 'two_factor_required' and the form asks for the one-time code, then signs in with all three.
 */
export function SignInForm() {
  const { signIn } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm, unknown, SignInValues>({
    resolver: zodResolver(signInWithCodeSchema),
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    const { error } = await signIn(input);
    // On success the auth page redirects as soon as the user is known.
    if (!error) return;
    if (error.code === 'two_factor_required' && !needsCode) {
      setNeedsCode(true);
      return;
    }
    setServerError(error.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Logg inn">
      <FormAlert message={serverError} />
      <FormField label="E-post" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="navn@radio.no" {...register('email')} />
      </FormField>
      <FormField label="Passord" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      {needsCode && (
        <FormField label={SECURITY_STRINGS.codeLabel} hint={TWO_FACTOR_MESSAGES.codeRequired} error={errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" placeholder="123456" {...register('code')} />
        </FormField>
      )}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner className="size-4 text-current" /> Logger inn...
          </>
        ) : (
          'Logg inn'
        )}
      </Button>
    </form>
  );
}
