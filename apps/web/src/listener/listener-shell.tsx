import { useRef, type ReactNode } from 'react';
import { LogIn, Menu, Podcast, X } from 'lucide-react';
import { PODCAST_PATHS, STRINGS } from '@studioportal/shared';
import { BannerSlot } from '@/components/banner-slot';
import { onDemand } from '@/components/on-demand';
import { ThemeMenuButton } from '@/components/theme-segmented';
import { DateTimePanel, MenuSection, menuRowClass, ThemeRow } from '@/components/top-bar/menu-parts';
import { BrandMark, BRAND_LINK_CLASS, DESKTOP_BRAND_LINK_CLASS, DesktopTopBar, MobileTopBar, navEntryClass, ShowNameAndClock, SkipToContent } from '@/components/top-bar/top-bars';
import { Button } from '@/components/ui/button';
import { SHEET_CLOSE_CLASS, SHEET_HEADER_CLASS, SHEET_PANEL_CLASS, SHEET_TITLE_CLASS } from '@/components/ui/sheet-styles';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { pwaBanners } from '@/features/pwa/banners';
// The same targets as the staff layout's logo (app/layout/nav-model.ts, which also imports the screen registry).
import { logoTarget } from '@/app/layout/nav-model';

/** The installable app's banners (the staff outbox's sender is for staff, who use the staff app). */
const LISTENER_BANNERS = pwaBanners.filter((banner) => banner.id !== 'pwa-outbox-sync');

/** The theme menu: the button at once, the menu's code when it is first wanted. */
const ThemeControl = onDemand<object>(
  () => import('@/components/theme-switch').then((m) => m.ThemeMenu),
  ({ open, warm }) => <ThemeMenuButton onClick={open} onPointerEnter={warm} onFocus={warm} aria-haspopup="menu" />,
);

/**
 * Staff's way to the staff app (a full load: this page has no router). The server gives staff the
 * staff app on /podcast, so they see this only when the worker served the page offline. Visitors
 * get no link here: logged-out visitors see only the podcast link (spec, Navigation and chrome).
 */
const STAFF_LINK = { href: '/', label: 'Til arbeidsflaten' };

function PodcastLink({ className }: { className: string }) {
  return (
    <a href={PODCAST_PATHS.page} aria-current="page" className={className}>
      <Podcast className="size-4 shrink-0" aria-hidden />
      <span className="sr-only 2xl:not-sr-only">Podcast</span>
    </a>
  );
}

/**
 * The listener page's frame: the staff layout's top bars (components/top-bar) with the one link a
 * visitor has, the theme, and the way in to the staff app. The phone menu is a native <dialog>.
 */
export function ListenerShell({ staff, children }: { staff: boolean; children: ReactNode }) {
  const home = logoTarget(staff);
  return (
    <>
      <BannerSlot banners={LISTENER_BANNERS} />
      <div className="flex min-h-dvh flex-col">
        <SkipToContent />
        <DesktopTopBar>
          <a href={home.to} aria-label={home.label} className={DESKTOP_BRAND_LINK_CLASS}>
            <BrandMark />
          </a>
          <ShowNameAndClock />
          <nav aria-label={STRINGS.menu.navigation} className="ml-2 flex min-w-0 flex-1 items-center gap-1">
            <PodcastLink className={navEntryClass(true)} />
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-1.5">
            <ThemeControl />
            {staff && (
              <Button asChild variant="ghost" size="sm" className="px-2.5">
                <a href={STAFF_LINK.href}>
                  <LogIn aria-hidden />
                  {STAFF_LINK.label}
                </a>
              </Button>
            )}
          </div>
        </DesktopTopBar>
        <MobileTopBar
          brand={
            <a href={home.to} aria-label={home.label} className={BRAND_LINK_CLASS}>
              <BrandMark mobile />
            </a>
          }
          title="Podcast"
        >
          <ListenerMenu staff={staff} />
        </MobileTopBar>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          {children}
        </main>
      </div>
    </>
  );
}

/** The phone menu: Navigasjon (the podcast link, the theme), staff's way back, the date and time. */
function ListenerMenu({ staff }: { staff: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { showName } = useAppConfig();
  const close = () => dialog.current?.close();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Åpne meny" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <Menu className="size-5" aria-hidden />
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="listener-menu-title"
        // A click on the backdrop lands on the dialog itself. Closed, a <dialog> must stay display: none (hence open:flex).
        onClick={(event) => event.target === dialog.current && close()}
        className={cn(SHEET_PANEL_CLASS, 'hidden open:flex left-auto m-0 max-h-none open:animate-slide-in-right backdrop:bg-black/60')}
      >
        <div className={SHEET_HEADER_CLASS}>
          <h2 id="listener-menu-title" className={SHEET_TITLE_CLASS}>
            {showName}
          </h2>
        </div>
        <nav aria-label="Meny" className="flex-1 overflow-y-auto overscroll-contain px-3 py-2">
          <MenuSection title={STRINGS.menu.navigation}>
            <a href={PODCAST_PATHS.page} aria-current="page" onClick={close} className={menuRowClass(true)}>
              <Podcast className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1 truncate">Podcast</span>
            </a>
            <ThemeRow />
          </MenuSection>
        </nav>
        {staff && (
          <div className="px-3 pb-2">
            <a href={STAFF_LINK.href} className={menuRowClass(false)}>
              <LogIn className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              {STAFF_LINK.label}
            </a>
          </div>
        )}
        <DateTimePanel />
        <button type="button" onClick={close} className={SHEET_CLOSE_CLASS} aria-label="Lukk meny">
          <X className="size-5" aria-hidden />
        </button>
      </dialog>
    </>
  );
}
