import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { LiveTab } from './live/live-tab';
import { useQuizTab, type QuizTab } from './quiz-tabs';
import { SetsTab } from './sets/sets-tab';
import { useSetsSync } from './sets/api';
import { SpeedTab } from './speed/speed-tab';
import { useSpeedRoundsSync } from './speed/api';
import { QUIZ_WEB } from './strings';
import { TournamentsTab } from './tournaments/tournaments-tab';
import { useTournamentsSync } from './tournaments/api';

const LABELS: Record<QuizTab, string> = {
  direkte: QUIZ_WEB.tabs.live,
  sett: QUIZ_WEB.tabs.sets,
  hurtigrunde: QUIZ_WEB.tabs.speed,
  turneringer: QUIZ_WEB.tabs.tournaments,
};

/**
 * /quiz: the live quiz (Direkte), the question sets, the speed-round desk and the tournaments, each
 * a tab whose choice lives in the address (?fane=). The lists stay live from the quiz channel while
 * the page is open, whichever tab is showing, so switching tabs never shows stale rows.
 */
export default function QuizPage() {
  const { tab, tabs, setTab } = useQuizTab();
  const runsGames = tabs.includes('sett');
  useSetsSync(runsGames);
  useSpeedRoundsSync(runsGames);
  useTournamentsSync();

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{QUIZ_WEB.pageTitle}</h1>
      <Tabs value={tab} onValueChange={(value) => setTab(value as QuizTab)}>
        <TabsList aria-label={QUIZ_WEB.tabsLabel} className={cn('h-auto gap-1 sm:max-w-3xl', tabs.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-2')}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value} className="min-h-9 max-md:min-h-11">
              {LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="direkte">
          <LiveTab />
        </TabsContent>
        {runsGames && (
          <>
            <TabsContent value="sett">
              <SetsTab />
            </TabsContent>
            <TabsContent value="hurtigrunde">
              <SpeedTab />
            </TabsContent>
          </>
        )}
        <TabsContent value="turneringer">
          <TournamentsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
