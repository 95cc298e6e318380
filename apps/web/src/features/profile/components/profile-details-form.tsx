import { useEffect, useId, useState, type ReactNode } from 'react';
import { PROFILE_STRINGS, updateProfileSchema, type Profile } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSaveProfile } from '../use-save-profile';
import { PictureField, type PictureChange } from './picture-field';

interface ProfileDetailsFormProps {
  profile: Profile;
  /** After a successful save (the dialog closes). */
  onSaved?: () => void;
  /** Extra buttons left of Lagre (the dialog's Avbryt). */
  secondaryAction?: ReactNode;
  onSavingChange?: (saving: boolean) => void;
}

/** Full name (required, trimmed) and picture. The chat colour has its own claim. */
export function ProfileDetailsForm({ profile, onSaved, secondaryAction, onSavingChange }: ProfileDetailsFormProps) {
  const formId = useId();
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  const [picture, setPicture] = useState<PictureChange>({ kind: 'unchanged' });
  const [nameError, setNameError] = useState<string | undefined>();
  const { save, saving } = useSaveProfile();

  useEffect(() => onSavingChange?.(saving), [saving, onSavingChange]);
  useEffect(() => () => {
    if (picture.kind === 'new') URL.revokeObjectURL(picture.previewUrl);
  }, [picture]);

  const dirty = fullName.trim() !== (profile.full_name ?? '') || picture.kind !== 'unchanged';

  const submit = async () => {
    const parsed = updateProfileSchema.safeParse({ full_name: fullName });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? PROFILE_STRINGS.fullNameRequired);
      return;
    }
    setNameError(undefined);
    if (await save(parsed.data.full_name, picture)) {
      setFullName(parsed.data.full_name);
      setPicture({ kind: 'unchanged' });
      onSaved?.();
    }
  };

  return (
    <form
      id={formId}
      noValidate
      aria-label="Navn og profilbilde"
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PictureField
        userId={profile.id}
        fullName={fullName || profile.full_name}
        email={profile.email}
        color={profile.chat_color}
        currentUrl={profile.profile_picture_url}
        change={picture}
        onChange={setPicture}
        disabled={saving}
      />
      <FormField label={PROFILE_STRINGS.fullNameLabel} error={nameError}>
        <Input value={fullName} onChange={(event) => setFullName(event.target.value)} autoComplete="name" disabled={saving} required />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={saving || !dirty}>
          {saving ? (
            <>
              <Spinner className="size-4 text-current" /> {PROFILE_STRINGS.saving}
            </>
          ) : (
            PROFILE_STRINGS.save
          )}
        </Button>
      </div>
    </form>
  );
}
