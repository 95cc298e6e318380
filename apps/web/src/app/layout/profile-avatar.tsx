import { Link } from 'react-router';
import { ROLE_LABELS, STRINGS } from '@studioportal/shared';
import { UserAvatar } from '@/components/user-avatar';
import { WithTooltip } from '@/components/ui/tooltip';
import { requestProfileDialog } from '@/lib/events';
import { displayName } from '@/lib/people';
import { useAuth } from '@/features/auth';

/** The signed-in user's avatar; a link to Min profil when that screen exists. */
export function ProfileAvatar({ profilePath }: { profilePath: string | null }) {
  const { userProfile } = useAuth();
  if (!userProfile) return null;
  const name = displayName(userProfile.full_name);
  const description = `${name}, ${ROLE_LABELS[userProfile.app_role]}`;
  const avatar = (
    <UserAvatar
      fullName={userProfile.full_name}
      email={userProfile.email}
      color={userProfile.chat_color}
      pictureUrl={userProfile.profile_picture_url}
    />
  );

  if (profilePath) {
    return (
      <WithTooltip label={STRINGS.myProfile} side="bottom">
        <Link
          to={profilePath}
          // A plain click opens the profile dialog when one is mounted; otherwise (or with a
          // modifier key, to open a new tab) it is an ordinary link to Min profil.
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            if (requestProfileDialog()) event.preventDefault();
          }}
          aria-haspopup="dialog"
          aria-label={`${STRINGS.myProfile} (${description})`}
          className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          {avatar}
        </Link>
      </WithTooltip>
    );
  }
  return (
    <WithTooltip label={description} side="bottom">
      <span role="img" tabIndex={0} aria-label={`Innlogget som ${description}`} className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {avatar}
      </span>
    </WithTooltip>
  );
}
