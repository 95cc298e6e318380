import { useState } from 'react';
import { PROFILE_STRINGS } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { useAuth } from '@/features/auth';
import { profileApi } from './api';
import type { PictureChange } from './components/picture-field';
import { uploadFailureToast } from './picture-validation';

/**
 * Saving the profile dialog: the picture first (upload or removal), then the name, with the spec's
 * toasts. Returns false and keeps the dialog open when any step fails.
 */
export function useSaveProfile() {
  const { userProfile, refreshProfile } = useAuth();
  const [saving, setSaving] = useState(false);

  const save = async (fullName: string, picture: PictureChange): Promise<boolean> => {
    if (!userProfile) return false;
    setSaving(true);
    try {
      if (picture.kind !== 'unchanged') {
        try {
          if (picture.kind === 'new') await profileApi.uploadPicture(picture.file);
          else await profileApi.removePicture();
        } catch (error) {
          const shown = uploadFailureToast(isApiError(error) ? error.code : undefined);
          toast({ variant: 'destructive', title: shown.title, description: shown.description });
          return false;
        }
      }
      if (fullName.trim() !== (userProfile.full_name ?? '')) {
        try {
          await profileApi.update({ full_name: fullName });
        } catch {
          toast({ variant: 'destructive', ...PROFILE_STRINGS.updateFailed });
          return false;
        }
      }
      toast({ variant: 'success', ...PROFILE_STRINGS.updated });
      await refreshProfile();
      return true;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
