import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { APP_ROLES, DEFAULT_ROLE, PASSWORD_MIN, ROLE_LABELS, signUpSchema, type SignUpInput } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '../auth-context';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

/** Tekniker first: it is the default role and what most new accounts are. */
const ROLE_CHOICES = [DEFAULT_ROLE, ...APP_ROLES.filter((role) => role !== DEFAULT_ROLE)];

export function SignUpForm() {
  const { signUp } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { full_name: '', email: '', password: '', app_role: DEFAULT_ROLE },
  });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    const { error } = await signUp(input);
    if (error) setServerError(error.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Registrer deg">
      <FormAlert message={serverError} />
      <FormField label="Fullt navn" error={errors.full_name?.message}>
        <Input autoComplete="name" placeholder="Kari Nordmann" {...register('full_name')} />
      </FormField>
      <FormField label="E-post" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="navn@radio.no" {...register('email')} />
      </FormField>
      <FormField label="Passord" hint={`Minst ${PASSWORD_MIN} tegn. En setning av flere ord er lett å huske og vanskelig å gjette.`} error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" minLength={PASSWORD_MIN} {...register('password')} />
      </FormField>
      <FormField
        label="Ønsket rolle"
        hint="En administrator bekrefter rollen når kontoen godkjennes."
        error={errors.app_role?.message}
      >
        <NativeSelect {...register('app_role')}>
          {ROLE_CHOICES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner className="size-4 text-current" /> Oppretter konto...
          </>
        ) : (
          'Opprett konto'
        )}
      </Button>
    </form>
  );
}
