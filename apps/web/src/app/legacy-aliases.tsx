import { Navigate, useLocation, type RouteObject } from 'react-router';

/**
 * Paths the spec gives mobile titles for (section 2) that are not screens of their own here.
 * Each is an old address kept working: it redirects (replace, so Back does not bounce) to the
 * screen that does the job now, and the mobile header shows the alias's title on arrival, so a
 * bookmark or a link in an old message lands somewhere that reads as what was asked for.
 *
 * Why these targets:
 * - /users → Brukere (/user-management): the same admin page under its old name.
 * - /schedules → Sendeplan (/show-plan): the week's scheduled shows.
 * - /sendeskjema → Sendeklokker (/clock-templates): the hour's running order ("sendeskjema") is the clock.
 * - /realtime-demo → Utviklerverktøy (/dev-tools): it shows the live connection and channels.
 * - /podcast-player-2 → Podcast (/podcast): the public player page, open to everyone.
 * (/broadcast is a real screen, 'Meldinger til alle', with the mobile title 'Meldinger'.)
 */
export interface LegacyAlias {
  from: string;
  to: string;
  mobileTitle: string;
}

export const LEGACY_ALIASES: readonly LegacyAlias[] = [
  { from: '/users', to: '/user-management', mobileTitle: 'Brukere' },
  { from: '/schedules', to: '/show-plan', mobileTitle: 'Sendeplan' },
  { from: '/sendeskjema', to: '/clock-templates', mobileTitle: 'Sendeskjema' },
  { from: '/realtime-demo', to: '/dev-tools', mobileTitle: 'Sanntid' },
  { from: '/podcast-player-2', to: '/podcast', mobileTitle: 'Podcast' },
];

interface AliasState {
  legacyAlias?: string;
}

function AliasRedirect({ alias }: { alias: LegacyAlias }) {
  const { search, hash } = useLocation();
  const state: AliasState = { legacyAlias: alias.from };
  return <Navigate to={{ pathname: alias.to, search, hash }} replace state={state} />;
}

/** Routes for the aliases, only where the target screen exists (and no screen owns the old path). */
export function legacyAliasRoutes(registeredPaths: ReadonlySet<string>): RouteObject[] {
  return LEGACY_ALIASES.filter((alias) => registeredPaths.has(alias.to) && !registeredPaths.has(alias.from)).map((alias) => ({
    path: alias.from,
    element: <AliasRedirect alias={alias} />,
  }));
}

/** The mobile title an alias asked for, while the page it redirected to is showing. */
export function useLegacyAliasTitle(): string | undefined {
  const { state } = useLocation() as { state: AliasState | null };
  const from = state?.legacyAlias;
  return from ? LEGACY_ALIASES.find((alias) => alias.from === from)?.mobileTitle : undefined;
}
