import { Link } from 'react-router';
import { ChevronRight, ShieldCheck } from 'lucide-react';
import { PROFILE_STRINGS, ROLE_LABELS, STRINGS, displayChatColor } from '@studioportal/shared';
import { UserAvatar } from '@/components/user-avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingScreen } from '@/components/ui/spinner';
import { formatDate } from '@/lib/datetime';
import { displayName } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { AvailabilitySection } from '@/features/availability';
import { NotificationChoicesCard } from '@/features/user-settings';
import { AccessibilityCard } from './components/accessibility-card';
import { ColorPicker } from './components/color-picker';
import { ProfileDetailsForm } from './components/profile-details-form';

/** /profile 'Min profil': the same edits as the dialog, with room to breathe, plus the account facts. */
export default function ProfilePage() {
  const { userProfile, refreshProfile } = useAuth();
  if (!userProfile) return <LoadingScreen message={STRINGS.loadingUserInfo} />;
  const approvedAt = formatDate(userProfile.approved_at);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="flex items-center gap-4">
        <UserAvatar
          fullName={userProfile.full_name}
          email={userProfile.email}
          color={displayChatColor(userProfile)}
          pictureUrl={userProfile.profile_picture_url}
          className="size-16 text-lg"
        />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight sm:text-3xl">{STRINGS.myProfile}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span className="truncate">{displayName(userProfile.full_name)}</span>
            <span aria-hidden>·</span>
            <span className="truncate">{userProfile.email}</span>
            <Badge>{ROLE_LABELS[userProfile.app_role]}</Badge>
          </p>
        </div>
      </header>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Navn og profilbilde</CardTitle>
            <CardDescription>{PROFILE_STRINGS.dialogDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileDetailsForm key={userProfile.id} profile={userProfile} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{PROFILE_STRINGS.colorLabel}</CardTitle>
            <CardDescription>Fargen er din alene: den viser deg i chat, på dashbordet og på studioskjermene.</CardDescription>
          </CardHeader>
          <CardContent>
            <ColorPicker currentColor={userProfile.chat_color} fullName={userProfile.full_name} onSaved={() => void refreshProfile()} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Konto</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                {STRINGS.status[userProfile.approval_status] ?? STRINGS.status.unknown}
                {approvedAt ? ` ${approvedAt}` : ''}
              </dd>
              <dt className="text-muted-foreground">Rolle</dt>
              <dd>{ROLE_LABELS[userProfile.app_role]}</dd>
              <dt className="text-muted-foreground">Registrert</dt>
              <dd>{formatDate(userProfile.created_at)}</dd>
            </dl>
          </CardContent>
        </Card>

        <Card className="transition-colors hover:bg-accent/40">
          <Link
            to="/security"
            className="flex h-full items-center gap-4 rounded-xl p-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ShieldCheck className="size-8 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">Sikkerhet</span>
              <span className="block text-sm text-muted-foreground">Innlogginger, aktive økter og tofaktorautentisering.</span>
            </span>
            <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
          </Link>
        </Card>

        <AccessibilityCard />
        <NotificationChoicesCard />
        <AvailabilitySection />
      </div>
    </div>
  );
}
