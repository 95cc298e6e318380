import { useSearchParams } from 'react-router';
import { CLOCK_STRINGS } from '@studioportal/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useActiveClocksRealtime, useTemplatesRealtime } from '../hooks/use-clock-realtime';
import { AsRunView } from './as-run-view';
import { TemplateEditor } from './template-editor';
import { TemplateOverview } from './template-overview';
import { TodayView } from './today-view';

const TABS = ['maler', 'i-dag', 'sendelogg'] as const;
type Tab = (typeof TABS)[number];

/**
 * /clock-templates, 'Sendeklokker': the templates (list and editor), today's running clocks,
 * and the as-run log. The tab and the open template live in the URL, so a link or a reload
 * lands on the same view.
 */
export default function ClockTemplatesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('vis') as Tab) ? (params.get('vis') as Tab) : 'maler';
  const open = params.get('mal');
  const newWeekday = Number(params.get('dag') ?? 1);
  const newHour = Number(params.get('time') ?? 6);

  useTemplatesRealtime();
  useActiveClocksRealtime();

  const go = (next: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null) p.delete(key);
          else p.set(key, value);
        }
        return p;
      },
      { replace },
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{CLOCK_STRINGS.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">Timeklokker per ukedag, dagens klokker med sendestatus, og sendeloggen.</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => go({ vis: value === 'maler' ? null : value, mal: null, dag: null, time: null })}>
        <TabsList className="grid-cols-3 sm:max-w-md">
          <TabsTrigger value="maler">Maler</TabsTrigger>
          <TabsTrigger value="i-dag">I dag</TabsTrigger>
          <TabsTrigger value="sendelogg">Sendelogg</TabsTrigger>
        </TabsList>
        <TabsContent value="maler">
          {open ? (
            <TemplateEditor
              templateId={open === 'ny' ? null : open}
              newWeekday={Number.isInteger(newWeekday) && newWeekday >= 0 && newWeekday <= 6 ? newWeekday : 1}
              newHour={Number.isInteger(newHour) && newHour >= 0 && newHour <= 23 ? newHour : 6}
              onClose={() => go({ mal: null, dag: null, time: null })}
              onCreated={(id) => go({ mal: id, dag: null, time: null }, true)}
            />
          ) : (
            <TemplateOverview onOpen={(id) => go({ mal: id })} onNew={(weekday) => go({ mal: 'ny', dag: String(weekday) })} />
          )}
        </TabsContent>
        <TabsContent value="i-dag">
          <TodayView onOpenTemplates={() => go({ vis: null })} />
        </TabsContent>
        <TabsContent value="sendelogg">
          <AsRunView />
        </TabsContent>
      </Tabs>
    </div>
  );
}
