import { SPONSOR_STRINGS } from '@studioportal/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OnDutyRoster } from '@/features/availability';
import { useSponsorsSync } from './api/sync';
import { CompetitionsTab } from './competitions/competitions-tab';
import { ReportTab } from './report/report-tab';
import { SponsorTab } from './sponsor/sponsor-tab';
import { SPONSOR_TABS, useSponsorTab, type SponsorTab as Tab } from './sponsor-tabs';
import { SPONSOR_WEB } from './strings';
import { WinnersTab } from './winners/winners-tab';

const LABELS: Record<Tab, string> = {
  sponsor: SPONSOR_WEB.tabs.sponsor,
  konkurranser: SPONSOR_WEB.tabs.competitions,
  vinnere: SPONSOR_WEB.tabs.winners,
  rapport: SPONSOR_WEB.tabs.report,
};

/**
 * /joker-nord: the sponsor desk — the sponsor's profile and "Nevnt på lufta", the competitions
 * with their entries and draws, the winners log and the sponsor report, each a tab (?fane=). The
 * sponsors channel keeps every tab live while the page is open, so entries appear as they arrive.
 */
export default function SponsorsPage() {
  const { tab, setTab } = useSponsorTab();
  useSponsorsSync();

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{SPONSOR_STRINGS.title}</h1>
      <OnDutyRoster />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label={SPONSOR_WEB.tabsLabel} className="h-auto grid-cols-2 gap-1 sm:max-w-3xl sm:grid-cols-4">
          {SPONSOR_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="min-h-9 max-md:min-h-11">
              {LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="sponsor">
          <SponsorTab />
        </TabsContent>
        <TabsContent value="konkurranser">
          <CompetitionsTab />
        </TabsContent>
        <TabsContent value="vinnere">
          <WinnersTab />
        </TabsContent>
        <TabsContent value="rapport">
          <ReportTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
