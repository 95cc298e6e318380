import { Link } from 'react-router';
import { CalendarClock, ChevronRight, Clock3, History, Plus } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useStationDay } from '../hooks/use-station-day';

/** Dashboard quick links into Sendeklokker. */
export default function ClockShortcutsCard() {
  const { can } = useAuth();
  const { weekday } = useStationDay(60_000);
  const links = [
    { to: '/clock-templates?vis=i-dag', label: 'Dagens klokker', hint: 'Marker elementer sendt', icon: Clock3 },
    { to: '/clock-templates', label: 'Sendeklokker', hint: 'Maler for hver ukedag', icon: CalendarClock },
    { to: '/clock-templates?vis=sendelogg', label: 'Sendelogg', hint: 'Hva ble sendt når, og av hvem', icon: History },
    ...(can('editPlanning') ? [{ to: `/clock-templates?mal=ny&dag=${weekday}`, label: 'Ny sendeklokke', hint: 'Bygg en ny timeklokke', icon: Plus }] : []),
  ];
  return (
    <Card aria-label="Snarveier" role="region">
      <CardHeader>
        <CardTitle>Snarveier</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="-mx-2 grid gap-0.5">
          {links.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block truncate text-xs text-muted-foreground">{hint}</span>
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
