import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The /joker-nord tabs. Every approved staff member reads all four; what they may change is
 * decided per control (runCompetitions). The chosen tab lives in the address (?fane=), so a
 * reload or a shared link keeps it; a tab's own selections are `sponsor-…` parameters.
 */
export const SPONSOR_TABS = ['sponsor', 'konkurranser', 'vinnere', 'rapport'] as const;
export type SponsorTab = (typeof SPONSOR_TABS)[number];
export const TAB_PARAM = 'fane';

export function useSponsorTab(): { tab: SponsorTab; setTab: (tab: SponsorTab) => void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const tab = SPONSOR_TABS.find((t) => t === asked) ?? 'sponsor';
  const setTab = useCallback(
    (next: SponsorTab) =>
      setParams(
        (current) => {
          // The chosen sponsor is shared by the tabs (profile and report); an open competition is not.
          const fresh = new URLSearchParams();
          for (const [key, value] of current) if (key !== TAB_PARAM && key !== 'sponsor-konkurranse') fresh.append(key, value);
          fresh.set(TAB_PARAM, next);
          return fresh;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tab, setTab };
}

/** One selection in the address (?sponsor-id=…, ?sponsor-konkurranse=…), pushed so Back returns. */
export function useTabSelection(param: `sponsor-${string}`): [string | null, (value: string | null, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(param);
  const set = useCallback(
    (next: string | null, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const fresh = new URLSearchParams(current);
          if (next === null) fresh.delete(param);
          else fresh.set(param, next);
          return fresh;
        },
        { replace: options.replace ?? false },
      ),
    [param, setParams],
  );
  return [value, set];
}
