import { Outlet } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { DesktopNavbar } from './desktop-navbar';
import { MobileHeader } from './mobile-header';

/** Navbar (desktop) or header with slide-in menu (mobile) around the page. */
export function StandardLayout() {
  return (
    <TooltipProvider delayDuration={400}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Hopp til innhold
        </a>
        <DesktopNavbar />
        <MobileHeader />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          <Outlet />
        </main>
      </div>
    </TooltipProvider>
  );
}
