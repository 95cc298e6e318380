import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { PROFILE_STRINGS, STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Separator } from '@/components/ui/separator';
import { useAuth } from '@/features/auth';
import { ColorPicker } from './color-picker';
import { ProfileDetailsForm } from './profile-details-form';

interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec section 2: edit full name, picture and chat colour. States open, closed and saving; while
 * saving it cannot be closed, so a half-done upload is never abandoned by accident.
 */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const { userProfile, refreshProfile } = useAuth();
  const [saving, setSaving] = useState(false);
  const onSavingChange = useCallback((value: boolean) => setSaving(value), []);
  if (!userProfile) return null;

  return (
    <Dialog open={open} onOpenChange={(next) => (saving && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-xl" aria-busy={saving || undefined}>
        <DialogHeader>
          <DialogTitle>{PROFILE_STRINGS.dialogTitle}</DialogTitle>
          <DialogDescription>{PROFILE_STRINGS.dialogDescription}</DialogDescription>
        </DialogHeader>
        {/* Keyed by open so every opening starts from the saved profile, not old edits. */}
        <ProfileDetailsForm
          key={`details-${String(open)}`}
          profile={userProfile}
          onSaved={() => onOpenChange(false)}
          onSavingChange={onSavingChange}
          secondaryAction={
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              {PROFILE_STRINGS.cancel}
            </Button>
          }
        />
        <Separator />
        <section aria-labelledby="profile-dialog-color" className="grid gap-3">
          <h3 id="profile-dialog-color" className="text-sm font-semibold">
            {PROFILE_STRINGS.colorLabel}
          </h3>
          <ColorPicker
            key={`color-${String(open)}`}
            currentColor={userProfile.chat_color}
            fullName={userProfile.full_name}
            onSaved={() => void refreshProfile()}
          />
        </section>
        <Separator />
        <Button asChild variant="link" className="justify-self-start px-0">
          <Link to="/profile" onClick={() => onOpenChange(false)}>
            Åpne {STRINGS.myProfile}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
