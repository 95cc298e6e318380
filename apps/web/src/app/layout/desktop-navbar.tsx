import { Link, NavLink } from 'react-router';
import { ChevronDown, ExternalLink, LogOut, ShieldCheck, Wrench } from 'lucide-react';
import { STRINGS } from '@studioportal/shared';
import { ThemeMenu } from '@/components/theme-switch';
import { BrandMark, DESKTOP_BRAND_LINK_CLASS, DesktopTopBar, ShowNameAndClock } from '@/components/top-bar/top-bars';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { WithTooltip } from '@/components/ui/tooltip';
import { LG_QUERY, XXL_QUERY } from '@/lib/breakpoints';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAuth } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { AkuttButton } from './akutt-button';
import { NavLinkButton } from './nav-link-button';
import { NavbarIndicators } from './navbar-indicators';
import { ProfileAvatar } from './profile-avatar';
import { RealtimeStatus } from './realtime-status';
import { logoTarget } from './nav-model';
import { useNavModel } from './use-nav-model';

/** The top bar from 768 px up: brand, clock, navigation from the registry, actions, account. */
export function DesktopNavbar() {
  const { signOut } = useAuth();
  const nav = useNavModel();
  const home = logoTarget(nav.signedIn);
  const wide = useMediaQuery(XXL_QUERY);
  const roomy = useMediaQuery(LG_QUERY);
  // The users screen's live marker (pending approvals) rides on the admin button.
  const UsersBadge = nav.admin.find((item) => item.path === nav.usersPath)?.Badge;

  return (
    <DesktopTopBar>
      <Link to={home.to} aria-label={home.label} className={DESKTOP_BRAND_LINK_CLASS}>
        <BrandMark />
      </Link>
      <ShowNameAndClock>
        {nav.signedIn && <RealtimeStatus />}
        <NavbarIndicators className="flex items-center gap-1.5" />
      </ShowNameAndClock>

      <nav aria-label={nav.signedIn ? STRINGS.menu.main : STRINGS.menu.navigation} className="ml-2 flex min-w-0 flex-1 items-center gap-1">
        {(nav.signedIn ? nav.main : nav.publicLinks).map((item) => (
          <NavLinkButton key={item.path} item={item} />
        ))}
        {nav.tools.length > 0 && <ToolsMenu items={nav.tools} />}
      </nav>

      {nav.signedIn && (
        <div className="flex shrink-0 items-center gap-1.5">
          <AkuttButton className="h-9 px-3" />
          {nav.usersPath && (
            <WithTooltip label={STRINGS.users} side="bottom" disabled={wide}>
              <Button asChild variant="ghost" size="sm" className="px-2.5">
                <NavLink to={nav.usersPath} aria-label={`${STRINGS.menu.admin}: ${STRINGS.users}`}>
                  <ShieldCheck aria-hidden />
                  <span className="hidden 2xl:inline">{STRINGS.users}</span>
                  {UsersBadge && <UsersBadge />}
                </NavLink>
              </Button>
            </WithTooltip>
          )}
          {/* The administrator's other screens (e.g. /enterprise), each beside the users button. */}
          {nav.admin
            .filter((item) => item.path !== nav.usersPath)
            .map(({ path, label, icon: Icon }) => (
              <WithTooltip key={path} label={label} side="bottom" disabled={wide}>
                <Button asChild variant="ghost" size="sm" className="px-2.5">
                  <NavLink to={path} aria-label={`${STRINGS.menu.admin}: ${label}`}>
                    <Icon aria-hidden />
                    <span className="hidden 2xl:inline">{label}</span>
                  </NavLink>
                </Button>
              </WithTooltip>
            ))}
        </div>
      )}

      <div className="ml-auto flex shrink-0 items-center gap-1.5">
        {nav.signedIn && <NotificationBell />}
        <ThemeMenu />
        {nav.signedIn && (
          <>
            <ProfileAvatar profilePath={nav.profilePath} />
            <WithTooltip label={STRINGS.logout} side="bottom" disabled={roomy}>
              <Button variant="ghost" size="sm" className="px-2.5" onClick={() => void signOut()} aria-label={STRINGS.logout}>
                <LogOut aria-hidden />
                <span className="hidden lg:inline">{STRINGS.logout}</span>
              </Button>
            </WithTooltip>
          </>
        )}
      </div>
    </DesktopTopBar>
  );
}

function ToolsMenu({ items }: { items: ReturnType<typeof useNavModel>['tools'] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="px-2.5">
          <Wrench aria-hidden />
          <span className="hidden 2xl:inline">{STRINGS.menu.tools}</span>
          <span className="sr-only 2xl:hidden">{STRINGS.menu.tools}</span>
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {items.map(({ path, label, icon: Icon, external }) => (
          <DropdownMenuItem key={path} asChild>
            {external ? (
              <a href={path} target="_blank" rel="noopener noreferrer">
                <Icon aria-hidden />
                {label}
                <ExternalLink aria-hidden className="ml-auto opacity-60" />
                <span className="sr-only"> (åpnes i ny fane)</span>
              </a>
            ) : (
              <Link to={path}>
                <Icon aria-hidden />
                {label}
              </Link>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
