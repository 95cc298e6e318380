import type { ComponentType } from 'react';
import { MessageSquareText, type LucideIcon } from 'lucide-react';
import { PODCAST_PATHS, type Permission } from '@studioportal/shared';
import type { NavSection, ScreenDefinition } from '@/lib/extension-points';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
  order: number;
  /** Live marker from the screen's nav definition (e.g. the unread chat count). */
  Badge?: ComponentType;
  /** `path` is another site's address, opened in a new tab (the SMS inbox). */
  external?: true;
}

/** The spec's SMS entry (section 2): the station's external messaging inbox, in a new tab. */
export const SMS_LABEL = 'SMS';

export interface NavModel {
  signedIn: boolean;
  /** Logged-out visitors see only these (spec: only the podcast link). */
  publicLinks: NavItem[];
  main: NavItem[];
  tools: NavItem[];
  admin: NavItem[];
  /** The admin button's target, when a user-management screen exists and the user may open it. */
  usersPath: string | null;
  /** The avatar's link target, when a profile screen exists. */
  profilePath: string | null;
}

export const USERS_PATH = '/user-management';
export const PROFILE_PATH = '/profile';

interface Viewer {
  signedIn: boolean;
  can: (permission: Permission) => boolean;
}

interface StationLinks {
  /** SMS_INBOX_URL (GET /api/config smsInboxUrl): when set, 'SMS' joins Verktøy. */
  smsInboxUrl?: string | null;
}

function toItem(screen: ScreenDefinition & { nav: NonNullable<ScreenDefinition['nav']> }): NavItem {
  const item: NavItem = { path: screen.path, label: screen.nav.label, icon: screen.nav.icon, order: screen.nav.order ?? 100 };
  return screen.nav.Badge ? { ...item, Badge: screen.nav.Badge } : item;
}

const byOrder = (a: NavItem, b: NavItem) => a.order - b.order || a.label.localeCompare(b.label, 'nb');

/** Navigation derived from the screen registry and who is looking. Pure, so it is easy to test. */
export function buildNavModel(screens: readonly ScreenDefinition[], viewer: Viewer, station: StationLinks = {}): NavModel {
  const withNav = screens.filter((s): s is ScreenDefinition & { nav: NonNullable<ScreenDefinition['nav']> } => s.nav !== undefined);
  const isPublic = (s: ScreenDefinition) => (s.access ?? (s.layout === 'public' ? 'anyone' : 'approved')) === 'anyone';
  const allowed = (s: ScreenDefinition) => viewer.signedIn && (!s.permission || viewer.can(s.permission));
  const section = (name: NavSection) => withNav.filter((s) => s.nav.section === name && allowed(s)).map(toItem).sort(byOrder);
  const registered = (path: string) => screens.find((s) => s.path === path);

  const users = registered(USERS_PATH);
  const profile = registered(PROFILE_PATH);
  return {
    signedIn: viewer.signedIn,
    publicLinks: viewer.signedIn ? [] : withNav.filter(isPublic).map(toItem).sort(byOrder),
    main: section('main'),
    tools: [...section('tools'), ...smsEntry(viewer, station)].sort(byOrder),
    admin: section('admin'),
    usersPath: users && allowed(users) && viewer.can('manageUsers') ? USERS_PATH : null,
    profilePath: profile && allowed(profile) ? PROFILE_PATH : null,
  };
}

function smsEntry(viewer: Viewer, { smsInboxUrl }: StationLinks): NavItem[] {
  if (!smsInboxUrl || !viewer.signedIn || !viewer.can('useStaffScreens')) return [];
  return [{ path: smsInboxUrl, label: SMS_LABEL, icon: MessageSquareText, order: 35, external: true }];
}

/**
 * Where the logo leads (spec section 2: the dashboard, "also the logo link"). A visitor who is not
 * signed in stays on the podcast page, the one page they may see, rather than being sent to the
 * sign-in page (issue 19).
 */
export function logoTarget(signedIn: boolean): { to: string; label: string } {
  return signedIn ? { to: '/', label: 'Til forsiden' } : { to: PODCAST_PATHS.page, label: 'Til podkastsiden' };
}
