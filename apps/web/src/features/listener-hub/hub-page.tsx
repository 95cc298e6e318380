import { useSearchParams } from 'react-router';
import { LISTENER_STRINGS } from '@studioportal/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { BlocksTab } from './blocks/blocks-tab';
import { CommentsTab } from './comments/comments-tab';
import { PollsTab } from './polls/polls-tab';
import { usePollsSync } from './polls/use-polls-sync';
import { RequestsTab } from './requests/requests-tab';
import { useRequestsSync } from './requests/use-requests-sync';
import { HUB } from './strings';
import { useListenersSync } from './use-listeners-sync';

const TABS = ['avstemninger', 'kommentarer', 'musikkonsker', 'blokkerte'] as const;
type Tab = (typeof TABS)[number];

/**
 * /listener-hub: polls, episode comments, music requests and (moderators) blocked senders, each a
 * tab whose choice lives in the address (?fane=), so a reload or a shared link keeps it. Every tab
 * is live: the hub listens to the three channels while it is open.
 */
export default function ListenerHubPage() {
  const moderator = useAuth().can('moderateListeners');
  const [params, setParams] = useSearchParams();
  usePollsSync();
  useListenersSync();
  useRequestsSync();

  const tabs = moderator ? TABS : TABS.filter((t) => t !== 'blokkerte');
  const asked = params.get('fane') as Tab | null;
  const tab: Tab = asked && (tabs as readonly string[]).includes(asked) ? asked : 'avstemninger';
  const labels: Record<Tab, string> = { avstemninger: HUB.tabs.polls, kommentarer: HUB.tabs.comments, musikkonsker: HUB.tabs.requests, blokkerte: HUB.tabs.blocks };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{LISTENER_STRINGS.hubTitle}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('fane', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label={HUB.tabsLabel} className={cn('h-auto gap-1 sm:max-w-3xl', tabs.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3')}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value} className="min-h-9 max-md:min-h-11">
              {labels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="avstemninger">
          <PollsTab moderator={moderator} />
        </TabsContent>
        <TabsContent value="kommentarer">
          <CommentsTab moderator={moderator} />
        </TabsContent>
        <TabsContent value="musikkonsker">
          <RequestsTab moderator={moderator} />
        </TabsContent>
        {moderator && (
          <TabsContent value="blokkerte">
            <BlocksTab />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
