import { Megaphone, OctagonAlert, Siren, type LucideIcon } from 'lucide-react';
import type { BroadcastPriority } from '@studioportal/shared';

/** How each priority looks, in one place, so the banner, list and badges agree. */
export interface PriorityStyle {
  icon: LucideIcon;
  /** Solid banner colours: loud on purpose, the same in both themes. */
  banner: string;
  bannerAction: string;
  /** Small badge in lists. */
  badge: string;
  /** The left edge of a list row. */
  accent: string;
}

export const PRIORITY_STYLES: Record<BroadcastPriority, PriorityStyle> = {
  normal: {
    icon: Megaphone,
    banner: 'bg-blue-700 text-white',
    bannerAction: 'bg-white text-blue-800 hover:bg-blue-50 focus-visible:ring-white',
    badge: 'border-transparent bg-primary/15 text-blue-700 dark:text-blue-300',
    accent: 'bg-blue-500',
  },
  urgent: {
    icon: Siren,
    banner: 'bg-amber-400 text-amber-950',
    bannerAction: 'bg-amber-950 text-amber-50 hover:bg-black focus-visible:ring-amber-950',
    badge: 'border-transparent bg-amber-500/20 text-amber-800 dark:text-amber-300',
    accent: 'bg-amber-400',
  },
  critical: {
    icon: OctagonAlert,
    banner: 'bg-red-700 text-white',
    bannerAction: 'bg-white text-red-800 hover:bg-red-50 focus-visible:ring-white',
    badge: 'border-transparent bg-red-600/15 text-red-700 dark:text-red-300',
    accent: 'bg-red-600',
  },
};

/** The banner's heading per priority. */
export const BANNER_HEADINGS: Record<BroadcastPriority, string> = {
  normal: 'Melding til alle',
  urgent: 'Akuttmelding',
  critical: 'Kritisk melding',
};
