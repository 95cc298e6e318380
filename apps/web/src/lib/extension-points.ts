import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { ActiveClock, Permission, RunningState } from '@studioportal/shared';

/**
 * The places where a feature plugs into the app shell. A feature folder exports values of
 * these types from its `screens.ts`, `widgets.ts`, `banners.ts` and `display-panels.ts`; one line in
 * the matching list (app/screens.ts, app/widgets.ts, app/banners.ts,
 * app/display-panels.ts) switches it on. Nothing else in
 * the shell needs to change: the router, navbar, mobile menu, dashboard and banner slot all read
 * from these lists. The types live in lib so features and app both depend downward on them.
 */

/** Where a screen's nav entry appears: desktop top bar (main), "Verktøy" menu, admin menu. */
export type NavSection = 'main' | 'tools' | 'admin';

/**
 * - standard:   inside the navbar layout;
 * - fullscreen: no navbar (studio displays);
 * - public:     no navbar, no guard (the sign-in page, embeds).
 */
export type ScreenLayout = 'standard' | 'fullscreen' | 'public';

export interface ScreenNav {
  section: NavSection;
  /** Norwegian label, also the accessible name of the nav link. */
  label: string;
  icon: LucideIcon;
  /** Lower comes first within its section; default 100. */
  order?: number;
  /**
   * Optional live marker next to the entry (e.g. the unread chat count), in the navbar and the
   * mobile menu. A component so it can use hooks; it renders nothing when there is nothing to show
   * and carries its own screen-reader text, which becomes part of the link's name.
   */
  Badge?: ComponentType;
}

export interface ScreenDefinition {
  /** Route path, e.g. '/clock-templates' or '/studio-display/large'. */
  path: string;
  /** Page title (document title and the desktop heading). */
  title: string;
  /** Shorter title for the mobile top bar; defaults to `title`. */
  mobileTitle?: string;
  nav?: ScreenNav;
  /** Roles allowed, by the shared permission model. Others see "Ingen tilgang". */
  permission?: Permission;
  layout: ScreenLayout;
  /**
   * Who may open it. 'approved' (default for standard/fullscreen) goes through the route guard;
   * 'anyone' skips it (default for public; set it on a standard screen such as /podcast to show a
   * public page inside the navbar layout — its nav entry is then what logged-out visitors see).
   */
  access?: 'approved' | 'anyone';
  /** Code-split loader; the module's default export is the screen component. */
  lazy: () => Promise<{ default: ComponentType }>;
}

export interface DashboardWidget {
  id: string;
  /** Lower comes first; default 100. */
  order?: number;
  /** 'wide' spans two columns on large screens; 'full' the whole row (the running clock). */
  size?: 'normal' | 'wide' | 'full';
  permission?: Permission;
  /** A card (use components/ui/card). May be React.lazy; it is rendered inside Suspense. */
  Component: ComponentType;
}

export interface GlobalBanner {
  id: string;
  /** 'approved': only for signed-in, approved staff (most banners need the realtime connection). */
  audience: 'approved' | 'everyone';
  /** Renders nothing when there is nothing to say. May be React.lazy. */
  Component: ComponentType;
}

/**
 * A small live marker in the navbar and the mobile header, on every standard screen (e.g. the ON
 * AIR light). Listed in app/indicators.ts. The component renders nothing when it has nothing to
 * say, carries its own accessible text, and must stay small (the mobile header is 390 px wide).
 */
export interface NavbarIndicator {
  id: string;
  /** 'approved': only for signed-in, approved staff (most indicators need the realtime connection). */
  audience: 'approved' | 'everyone';
  /** May be React.lazy; it is rendered inside Suspense and an error boundary. */
  Component: ComponentType;
}

/** What the studio display hands a panel: the ticking time and the running clock it already follows. */
export interface DisplayPanelProps {
  /** The local clock, ticking every second (it keeps going while the network is away). */
  now: Date;
  timeZone: string;
  /** The kiosk screen (no navbar, sized to the viewport) or the display inside the layout. */
  large: boolean;
  /** Today's running clock, computed from the local clock. */
  running: RunningState<ActiveClock>;
  /** Something else shares the screen (an urgent message, a producer's message): keep to less room. */
  squeezed: boolean;
}

/**
 * A full-screen studio display (e.g. the quiz or the mind reader on the studio TV). The panel
 * draws only its own content; the display around it keeps the screen awake, shows the show and
 * the ON AIR light, urgent messages until acknowledged, producers' messages, a clock strip with
 * the time left and the next hard start, and catches up after a lost connection. Listed in
 * app/display-panels.ts.
 */
export interface DisplayPanel {
  id: string;
  /** Full-screen routes of the display showing this panel, e.g. ['/studio-display/quiz']. */
  paths: string[];
  /** Page title. */
  title: string;
  /** Default 'useStaffScreens'. */
  permission?: Permission;
  /** The panel shows the clock and the next hard start itself, so the display leaves out its strip. */
  showsClock?: boolean;
  /** Code-split loader; the module's default export is the panel component. */
  lazy: () => Promise<{ default: ComponentType<DisplayPanelProps> }>;
}
