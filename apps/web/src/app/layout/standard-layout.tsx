import { Outlet } from 'react-router';
import { SkipToContent } from '@/components/top-bar/top-bars';
import { TooltipProvider } from '@/components/ui/tooltip';
import { DesktopNavbar } from './desktop-navbar';
import { MobileHeader } from './mobile-header';

/** Navbar (desktop) or header with slide-in menu (mobile) around the page. */
export function StandardLayout() {
  return (
    <TooltipProvider delayDuration={400}>
      <div className="flex min-h-dvh flex-col">
        <SkipToContent />
        <DesktopNavbar />
        <MobileHeader />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          <Outlet />
        </main>
      </div>
    </TooltipProvider>
  );
}
