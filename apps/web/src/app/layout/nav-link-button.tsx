import { Link, useMatch, useResolvedPath } from 'react-router';
import { WithTooltip } from '@/components/ui/tooltip';
import { navEntryClass } from '@/components/top-bar/top-bars';
import { useMediaQuery } from '@/lib/use-media-query';
import { XXL_QUERY } from '@/lib/breakpoints';
import type { NavItem } from './nav-model';

/**
 * A top-bar nav entry. Below 2xl only the icon shows (with a tooltip); the link keeps its label as
 * accessible name at every width. Active state is computed here rather than with NavLink's
 * className function, because the tooltip trigger (a Radix Slot) merges className as a string.
 */
export function NavLinkButton({ item }: { item: NavItem }) {
  const Icon = item.icon;
  const labelShown = useMediaQuery(XXL_QUERY);
  const resolved = useResolvedPath(item.path);
  const active = useMatch({ path: resolved.pathname, end: item.path === '/' }) !== null;
  return (
    <WithTooltip label={item.label} side="bottom" disabled={labelShown}>
      <Link
        to={item.path}
        aria-current={active ? 'page' : undefined}
        className={navEntryClass(active)}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {/* Visible from 2xl; below it still names the link, together with the badge's own text. */}
        <span className="sr-only 2xl:not-sr-only">{item.label}</span>
        {item.Badge && <item.Badge />}
      </Link>
    </WithTooltip>
  );
}
