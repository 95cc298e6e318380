import { Link } from 'react-router';
import { useAppConfig } from '@/lib/app-config';
import { StationLogo } from '@/features/enterprise/station-logo';
import { useLegacyAliasTitle } from '../legacy-aliases';
import { useCurrentScreen } from '../use-current-screen';
import { MobileMenu } from './mobile-menu';
import { NavbarIndicators } from './navbar-indicators';
import { RealtimeStatus } from './realtime-status';
import { logoTarget } from './nav-model';
import { useNavModel } from './use-nav-model';

/** The top bar under 768 px: logo, the page's mobile title (default: the show name), menu button. */
export function MobileHeader() {
  const { showName } = useAppConfig();
  const screen = useCurrentScreen();
  const { signedIn } = useNavModel();
  const home = logoTarget(signedIn);
  const aliasTitle = useLegacyAliasTitle();
  const title = aliasTitle ?? screen?.mobileTitle ?? (screen && screen.path !== '/' ? screen.title : showName);
  return (
    <header className="sticky top-0 z-40 border-b bg-topbar pt-[env(safe-area-inset-top)] backdrop-blur-md md:hidden">
      <div className="flex h-14 items-center gap-3 px-3">
        <Link
          to={home.to}
          aria-label={home.label}
          className="shrink-0 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <StationLogo className="size-8" imageClassName="h-8 max-w-24" />
        </Link>
        <p className="min-w-0 flex-1 truncate text-base font-semibold tracking-tight">{title}</p>
        {signedIn && <RealtimeStatus iconOnly />}
        <NavbarIndicators className="flex shrink-0 items-center gap-1.5" />
        <MobileMenu />
      </div>
    </header>
  );
}
