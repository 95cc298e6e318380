import { Check, Power, PowerOff, X } from 'lucide-react';
import { USER_MANAGEMENT_STRINGS, type Profile } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { displayName } from '@/lib/people';
import { accountStatus } from '../status';
import { ModerationHistoryButton } from './moderation-history';

export interface RowActionHandlers {
  onApprove: (user: Profile) => void;
  onReject: (user: Profile) => void;
  onDeactivate: (user: Profile) => void;
  onReactivate: (user: Profile) => void;
}

/** The decisions that fit the account's state; each names the person for screen readers. */
export function UserRowActions({ user, isSelf, busy, handlers }: { user: Profile; isSelf: boolean; busy: boolean; handlers: RowActionHandlers }) {
  const status = accountStatus(user);
  const name = displayName(user.full_name);
  return (
    <div className="flex flex-wrap justify-end gap-1.5">
      {(status === 'pending' || status === 'rejected') && (
        <Button size="sm" onClick={() => handlers.onApprove(user)} disabled={busy} aria-label={`${USER_MANAGEMENT_STRINGS.approve} ${name}`}>
          <Check aria-hidden />
          {USER_MANAGEMENT_STRINGS.approve}
        </Button>
      )}
      {status === 'pending' && (
        <Button size="sm" variant="outline" onClick={() => handlers.onReject(user)} disabled={busy} aria-label={`${USER_MANAGEMENT_STRINGS.reject} ${name}`}>
          <X aria-hidden />
          {USER_MANAGEMENT_STRINGS.reject}
        </Button>
      )}
      {status === 'approved' && !isSelf && (
        <Button size="sm" variant="ghost" onClick={() => handlers.onDeactivate(user)} disabled={busy} aria-label={`${USER_MANAGEMENT_STRINGS.deactivate} ${name}`}>
          <PowerOff aria-hidden />
          {USER_MANAGEMENT_STRINGS.deactivate}
        </Button>
      )}
      {(status === 'approved' || status === 'deactivated') && <ModerationHistoryButton user={user} />}
      {status === 'deactivated' && (
        <Button size="sm" variant="outline" onClick={() => handlers.onReactivate(user)} disabled={busy} aria-label={`${USER_MANAGEMENT_STRINGS.reactivate} ${name}`}>
          <Power aria-hidden />
          {USER_MANAGEMENT_STRINGS.reactivate}
        </Button>
      )}
    </div>
  );
}
