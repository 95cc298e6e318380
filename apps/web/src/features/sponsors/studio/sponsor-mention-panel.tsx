import { Megaphone } from 'lucide-react';
import type { Sponsor } from '@studioportal/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatRecentTime } from '@/lib/datetime';
import { useSponsors } from '../api/sponsors';
import { useSponsorsSync } from '../api/sync';
import { MentionButton } from '../sponsor/mention-button';
import { SPONSOR_WEB } from '../strings';

/**
 * The broadcast studio's sponsor box: one "Nevnt på lufta" per sponsor with today's count, so the
 * host marks a mention the moment it is said. Renders nothing until there is a sponsor (a cockpit
 * has no room for an empty box).
 */
export function SponsorMentionPanel({ touch = false }: { touch?: boolean }) {
  useSponsorsSync();
  const sponsors = useSponsors();
  const { timeZone } = useAppConfig();
  const list = sponsors.data ?? [];
  if (list.length === 0) return null;
  const m = SPONSOR_WEB.mention;

  return (
    <Card className="min-w-0">
      <CardHeader className={cn(touch && 'p-3 pb-0')}>
        <CardTitle className="flex items-center gap-2">
          <Megaphone className="size-4 text-muted-foreground" aria-hidden /> {m.panelTitle}
        </CardTitle>
        <CardDescription>{m.panelHint}</CardDescription>
      </CardHeader>
      <CardContent className={cn(touch && 'p-3')}>
        <ul className="grid gap-2" aria-label={m.panelTitle}>
          {list.map((sponsor) => (
            <SponsorRow key={sponsor.id} sponsor={sponsor} timeZone={timeZone} touch={touch} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function SponsorRow({ sponsor, timeZone, touch }: { sponsor: Sponsor; timeZone: string; touch: boolean }) {
  const m = SPONSOR_WEB.mention;
  const last = sponsor.last_mention_at ? formatRecentTime(sponsor.last_mention_at, timeZone, undefined, { kl: true }) : null;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-2.5">
      {sponsor.logo_url ? (
        <img src={sponsor.logo_url} alt="" className="size-10 shrink-0 rounded-md bg-muted object-contain" />
      ) : (
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-sm font-semibold text-muted-foreground">
          {sponsor.name.slice(0, 2).toUpperCase()}
        </span>
      )}
      <div className="grid min-w-0 flex-1 basis-32">
        <span className="truncate font-medium">{sponsor.name}</span>
        <span className="text-xs text-muted-foreground">
          {m.today(sponsor.mentions_today)}
          {last && sponsor.mentions_today > 0 && `, ${m.last(last)}`}
        </span>
      </div>
      <MentionButton sponsor={sponsor} size={touch ? 'lg' : 'sm'} className={cn(touch && 'w-full [&>button:first-child]:flex-1')} />
    </li>
  );
}
