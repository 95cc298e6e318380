import type { ReactNode } from 'react';
import { LiveClock } from '@/components/live-clock';
import { StationLogo } from '@/features/enterprise/station-logo';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';

/**
 * The top bars' frames and brand, shared by the staff layout (app/layout) and the listener page
 * (src/listener), which differ in their links: the staff app's are router links,
 * the listener page's plain ones (it has no router; a link into the staff app loads that app).
 */

/** The desktop bar, from 768 px up. */
export function DesktopTopBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 hidden border-b bg-topbar backdrop-blur-md md:block">
      <div className="mx-auto flex h-16 max-w-[1600px] items-center gap-3 px-4 lg:px-6">{children}</div>
    </header>
  );
}

/** The phone bar, under 768 px: brand, the page's title, then what the caller adds (the menu button last). */
export function MobileTopBar({ brand, title, children }: { brand: ReactNode; title: string; children: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-topbar pt-[env(safe-area-inset-top)] backdrop-blur-md md:hidden">
      <div className="flex h-14 items-center gap-3 px-3">
        {brand}
        <p className="min-w-0 flex-1 truncate text-base font-semibold tracking-tight">{title}</p>
        {children}
      </div>
    </header>
  );
}

/** The logo link's look; the caller picks the link (router or plain) and its target. */
export const BRAND_LINK_CLASS = 'shrink-0 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
export const DESKTOP_BRAND_LINK_CLASS = `${BRAND_LINK_CLASS} focus-visible:ring-offset-2 focus-visible:ring-offset-background`;

/** The station's mark at the size of each bar. */
export function BrandMark({ mobile = false }: { mobile?: boolean }) {
  return mobile ? <StationLogo className="size-8" imageClassName="h-8 max-w-24" /> : <StationLogo />;
}

/** The desktop bar's show name and station clock (the caller adds its indicators after them). */
export function ShowNameAndClock({ children }: { children?: ReactNode }) {
  const { showName, timeZone } = useAppConfig();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="hidden max-w-48 truncate font-semibold tracking-tight lg:inline xl:max-w-64">{showName}</span>
      <span aria-hidden className="hidden h-5 w-px bg-border lg:block" />
      <LiveClock timeZone={timeZone} className="rounded-md bg-muted px-2 py-1 text-sm font-medium" />
      {children}
    </div>
  );
}

/** A top-bar nav entry's look (NavLinkButton; the listener page's own link). */
export function navEntryClass(active: boolean): string {
  return cn(
    'inline-flex h-9 shrink-0 items-center gap-2 rounded-md px-2.5 text-sm font-medium transition-colors 2xl:px-3',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'bg-primary/12 text-blue-700 dark:bg-primary/20 dark:text-blue-200' : 'text-foreground/80 hover:bg-accent hover:text-foreground',
  );
}

/** The first stop of the keyboard: a jump past the top bar to <main id="main">. */
export function SkipToContent() {
  return (
    <a href="#main" className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
      Hopp til innhold
    </a>
  );
}
