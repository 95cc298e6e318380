import { useEffect, useState } from 'react';
import { SHOW_PROFILE_DIALOG_EVENT } from '@/lib/events';
import { ProfileDialog } from './components/profile-dialog';

/**
 * Mounted on every page for approved users (through the banner slot, like the Akutt dialog):
 * opens the profile dialog when the avatar asks for it, and claims the event so the avatar does
 * not also navigate.
 */
export default function ProfileDialogHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onRequest = (event: Event) => {
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener(SHOW_PROFILE_DIALOG_EVENT, onRequest);
    return () => window.removeEventListener(SHOW_PROFILE_DIALOG_EVENT, onRequest);
  }, []);
  return <ProfileDialog open={open} onOpenChange={setOpen} />;
}
