import { getChannelHealth } from '@/lib/realtime';
import { formatClock } from '@/lib/datetime';
import { SectionCard } from './section-card';

/** Per-channel health; channels idle for 5 minutes drop out. Re-read on the page's tick. */
export function ChannelsCard({ timeZone, now }: { timeZone: string; now: number }) {
  const channels = getChannelHealth(now);
  return (
    <SectionCard title="Kanaler" description="Abonnementer og hendelser. Kanaler uten aktivitet på 5 minutter fjernes.">
      {channels.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ingen aktive kanaler.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Kanalhelse</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">Kanal</th>
                <th scope="col" className="py-1 pr-3 font-medium">Status</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Hendelser</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Feil</th>
                <th scope="col" className="py-1 font-medium">Siste hendelse</th>
              </tr>
            </thead>
            <tbody>
              {channels.map((c) => (
                <tr key={c.channel} className="border-t">
                  <td className="py-1 pr-3 font-mono text-xs">{c.channel}</td>
                  <td className="py-1 pr-3">{c.status}</td>
                  <td className="tabular py-1 pr-3 text-right">{c.events}</td>
                  <td className="tabular py-1 pr-3 text-right">{c.errors}</td>
                  <td className="tabular py-1">{c.lastEventAt ? formatClock(new Date(c.lastEventAt), timeZone) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
