import { APP_ROLES, ROLE_LABELS, type AppRole, type Profile } from '@studioportal/shared';
import { NativeSelect } from '@/components/ui/native-select';
import { displayName } from '@/lib/people';

/** Changes the role at once; the server refuses to remove the last administrator and we show why. */
export function RoleSelect({ user, disabled, onChange }: { user: Profile; disabled: boolean; onChange: (role: AppRole) => void }) {
  return (
    <NativeSelect
      aria-label={`Rolle for ${displayName(user.full_name)}`}
      value={user.app_role}
      disabled={disabled}
      onChange={(event) => {
        const role = APP_ROLES.find((r) => r === event.target.value);
        if (role && role !== user.app_role) onChange(role);
      }}
      className="h-9 min-w-36"
    >
      {APP_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </NativeSelect>
  );
}
