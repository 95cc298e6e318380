import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth';

/**
 * The /quiz tabs and which of them a role sees. The chosen tab lives in the address (?fane=), so a
 * reload or a shared link keeps it. Building sets and running speed rounds is `runGames`; the
 * technicians follow the live quiz and the tournaments.
 */
export const QUIZ_TABS = ['direkte', 'sett', 'hurtigrunde', 'turneringer'] as const;
export type QuizTab = (typeof QUIZ_TABS)[number];
export const TAB_PARAM = 'fane';

const OPEN_TO_ALL_STAFF: readonly QuizTab[] = ['direkte', 'turneringer'];

export function visibleQuizTabs(runsGames: boolean): QuizTab[] {
  return QUIZ_TABS.filter((tab) => runsGames || OPEN_TO_ALL_STAFF.includes(tab));
}

/** The tab shown now (an unknown or forbidden one falls back to Direkte) and a way to switch. */
export function useQuizTab(): { tab: QuizTab; tabs: QuizTab[]; setTab: (tab: QuizTab) => void } {
  const runsGames = useAuth().can('runGames');
  const [params, setParams] = useSearchParams();
  const tabs = visibleQuizTabs(runsGames);
  const asked = params.get(TAB_PARAM);
  const tab = tabs.find((t) => t === asked) ?? 'direkte';
  const setTab = useCallback(
    (next: QuizTab) =>
      setParams(
        (current) => {
          // A tab's own selections (an open set, a tournament) belong to that tab: start the next one clean.
          const fresh = new URLSearchParams();
          for (const [key, value] of current) if (key !== TAB_PARAM && !key.startsWith('quiz-')) fresh.append(key, value);
          fresh.set(TAB_PARAM, next);
          return fresh;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tab, tabs, setTab };
}

/** One selection of a tab in the address (e.g. ?quiz-sett=<id>), pushed so Back returns to the list. */
export function useTabSelection(param: `quiz-${string}`): [string | null, (value: string | null, options?: { replace?: boolean }) => void] {
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
