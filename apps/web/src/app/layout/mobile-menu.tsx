import { useState } from 'react';
import { NavLink } from 'react-router';
import { ExternalLink, LogOut, Menu, ShieldCheck, UserRound } from 'lucide-react';
import { ROLE_LABELS, STRINGS } from '@studioportal/shared';
import { DateTimePanel, MenuSection, menuRowClass, ThemeRow } from '@/components/top-bar/menu-parts';
import { useAppConfig } from '@/lib/app-config';
import { UserAvatar } from '@/components/user-avatar';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { displayName } from '@/lib/people';
import { useAuth } from '@/features/auth';
import { NotificationsMenuLink } from '@/features/notifications';
import { AkuttButton } from './akutt-button';
import type { NavItem } from './nav-model';
import { useNavModel } from './use-nav-model';

/**
 * The slide-in menu from the right (spec section 2), sections in the spec's order:
 * Navigasjon (logged out), Hovedmeny, Verktøy, Handlinger, Administrator, Profil, date and time.
 * Every row is 48 px high (touch target).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const nav = useNavModel();
  const { userProfile, signOut } = useAuth();
  const { showName } = useAppConfig();
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Åpne meny">
          <Menu className="size-5" aria-hidden />
        </Button>
      </SheetTrigger>
      {/* Radix links a description when there is one; without one, say so explicitly (no warning). */}
      <SheetContent {...(nav.signedIn && userProfile ? {} : { 'aria-describedby': undefined })}>
        <SheetHeader>
          {nav.signedIn && userProfile ? (
            <div className="flex items-center gap-3">
              <UserAvatar fullName={userProfile.full_name} email={userProfile.email} color={userProfile.chat_color} pictureUrl={userProfile.profile_picture_url} className="size-10" />
              <div className="min-w-0">
                <SheetTitle className="truncate">{displayName(userProfile.full_name)}</SheetTitle>
                <SheetDescription className="truncate">{ROLE_LABELS[userProfile.app_role]}</SheetDescription>
              </div>
            </div>
          ) : (
            <SheetTitle>{showName}</SheetTitle>
          )}
        </SheetHeader>

        <nav aria-label="Meny" className="flex-1 overflow-y-auto overscroll-contain px-3 py-2">
          {/* The theme control sits inside a spec section (Navigasjon logged out, Profil signed in), so the menu has exactly the spec's sections. */}
          {!nav.signedIn && (
            <MenuSection title={STRINGS.menu.navigation}>
              <Links items={nav.publicLinks} onNavigate={close} />
              <ThemeRow />
            </MenuSection>
          )}
          {nav.signedIn && (
            <>
              {nav.main.length > 0 && (
                <MenuSection title={STRINGS.menu.main}>
                  <Links items={nav.main} onNavigate={close} />
                  <NotificationsMenuLink onNavigate={close} className={menuRowClass} />
                </MenuSection>
              )}
              {nav.tools.length > 0 && (
                <MenuSection title={STRINGS.menu.tools}>
                  <Links items={nav.tools} onNavigate={close} />
                </MenuSection>
              )}
              <MenuSection title={STRINGS.menu.actions}>
                <AkuttButton className="h-12 w-full justify-start px-3 text-base" onPressed={close} />
              </MenuSection>
              {(nav.usersPath || nav.admin.length > 0) && (
                <MenuSection title={STRINGS.menu.admin}>
                  <Links
                    items={[
                      ...(nav.usersPath && !nav.admin.some((item) => item.path === nav.usersPath)
                        ? [{ path: nav.usersPath, label: STRINGS.users, icon: ShieldCheck, order: 0 }]
                        : []),
                      ...nav.admin,
                    ]}
                    onNavigate={close}
                  />
                </MenuSection>
              )}
              <MenuSection title={STRINGS.menu.profile}>
                {nav.profilePath && <Links items={[{ path: nav.profilePath, label: STRINGS.myProfile, icon: UserRound, order: 0 }]} onNavigate={close} />}
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                  className={menuRowClass(false)}
                >
                  <LogOut className="size-5 text-muted-foreground" aria-hidden />
                  {STRINGS.logout}
                </button>
                <ThemeRow />
              </MenuSection>
            </>
          )}
        </nav>

        <DateTimePanel />
      </SheetContent>
    </Sheet>
  );
}

function Links({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return items.map(({ path, label, icon: Icon, Badge, external }) =>
    external ? (
      <a key={path} href={path} target="_blank" rel="noopener noreferrer" onClick={onNavigate} className={menuRowClass(false)}>
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0 flex-1 truncate">{label}</span>
        <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="sr-only"> (åpnes i ny fane)</span>
      </a>
    ) : (
      <NavLink key={path} to={path} end={path === '/'} onClick={onNavigate} className={({ isActive }) => menuRowClass(isActive)}>
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0 flex-1 truncate">{label}</span>
        {Badge && <Badge />}
      </NavLink>
    ),
  );
}
