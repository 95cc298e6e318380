import type { ReactNode } from 'react';
import { LiveClock } from '@/components/live-clock';
import { ThemeSegmented } from '@/components/theme-segmented';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/datetime';
import { useNow } from '@/lib/use-now';

/**
 * Pieces of the phone menu shared by the staff layout's slide-in menu (app/layout/mobile-menu.tsx)
 * and the listener page's (src/listener): a titled section, a 48 px row, the theme
 * row, the date and time panel.
 */
export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="py-2">
      <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{title}</h2>
      <div className="grid gap-0.5">{children}</div>
    </section>
  );
}

export function menuRowClass(active: boolean): string {
  return cn(
    'flex h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-base font-medium transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'bg-primary/12 text-blue-700 dark:bg-primary/20 dark:text-blue-200' : 'hover:bg-accent',
  );
}

export function ThemeRow() {
  return (
    <div className="px-3 pt-2">
      <p aria-hidden className="pb-1.5 text-sm text-muted-foreground">Tema</p>
      <ThemeSegmented />
    </div>
  );
}

export function DateTimePanel() {
  const { timeZone } = useAppConfig();
  const now = useNow(60_000);
  return (
    <div className="border-t bg-muted/40 px-5 py-4">
      <p className="text-sm text-muted-foreground">{formatLongDate(now, timeZone)}</p>
      <LiveClock timeZone={timeZone} className="mt-0.5 block text-3xl font-semibold tracking-tight" />
    </div>
  );
}
