import { Link } from 'react-router';
import { useAppConfig } from '@/lib/app-config';
import { BRAND_LINK_CLASS, BrandMark, MobileTopBar } from '@/components/top-bar/top-bars';
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
  const brand = (
    <Link to={home.to} aria-label={home.label} className={BRAND_LINK_CLASS}>
      <BrandMark mobile />
    </Link>
  );
  return (
    <MobileTopBar brand={brand} title={title}>
      {signedIn && <RealtimeStatus iconOnly />}
      <NavbarIndicators className="flex shrink-0 items-center gap-1.5" />
      <MobileMenu />
    </MobileTopBar>
  );
}
