import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Plus } from 'lucide-react';
import { clockTotals, formatMmSs, weekdayName, WEEKDAYS_MONDAY_FIRST, type ClockEditor, type ClockTemplate } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { templatesQuery, useSetTemplateActive } from '../api';
import { useStationDay } from '../hooks/use-station-day';
import { useTemplateEditors } from '../hooks/use-template-editors';
import { hourRange } from '../lib/format';
import { PersonChip } from './person-chip';
import { Switch } from './switch';

interface TemplateOverviewProps {
  onOpen: (id: string) => void;
  onNew: (weekday: number) => void;
}

/** All templates by weekday, Monday first, with hour, colour, active switch and planned length. */
export function TemplateOverview({ onOpen, onNew }: TemplateOverviewProps) {
  const { data: templates, isPending, isError, refetch } = useQuery(templatesQuery);
  const { can } = useAuth();
  const planner = can('editPlanning');
  const editors = useTemplateEditors(null);
  const { weekday: today } = useStationDay(60_000);

  if (isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Henter sendeklokker...
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-16 text-sm">
        <p>Kunne ikke hente sendeklokkene.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Prøv igjen
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {templates.length === 0
            ? 'Ingen sendeklokker ennå.'
            : `${templates.length} ${templates.length === 1 ? 'sendeklokke' : 'sendeklokker'}, ${templates.filter((t) => t.is_active).length} aktive.`}
        </p>
        {planner && (
          <Button onClick={() => onNew(today)}>
            <Plus aria-hidden /> Ny sendeklokke
          </Button>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {WEEKDAYS_MONDAY_FIRST.map((day) => (
          <WeekdayCard
            key={day}
            weekday={day}
            isToday={day === today}
            templates={templates.filter((t) => t.weekday === day)}
            editors={editors}
            planner={planner}
            onOpen={onOpen}
            onNew={() => onNew(day)}
          />
        ))}
      </div>
    </div>
  );
}

interface WeekdayCardProps {
  weekday: number;
  isToday: boolean;
  templates: ClockTemplate[];
  editors: ClockEditor[];
  planner: boolean;
  onOpen: (id: string) => void;
  onNew: () => void;
}

function WeekdayCard({ weekday, isToday, templates, editors, planner, onOpen, onNew }: WeekdayCardProps) {
  const name = weekdayName(weekday, true);
  return (
    <Card className={cn(isToday && 'border-primary/50')}>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-2">
        <CardTitle className="flex items-center gap-2">
          {name}
          {isToday && <Badge>I dag</Badge>}
        </CardTitle>
        {planner && (
          <Button variant="ghost" size="icon-sm" onClick={onNew} aria-label={`Ny sendeklokke for ${weekdayName(weekday)}`}>
            <Plus aria-hidden />
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {templates.length === 0 ? (
          <p className="py-3 text-sm text-muted-foreground">Ingen sendeklokker.</p>
        ) : (
          <ul aria-label={`Sendeklokker ${weekdayName(weekday)}`} className="-mx-2 grid gap-1">
            {templates.map((template) => (
              <TemplateRow
                key={template.id}
                template={template}
                editors={editors.filter((e) => e.template_id === template.id)}
                planner={planner}
                onOpen={() => onOpen(template.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function TemplateRow({ template, editors, planner, onOpen }: { template: ClockTemplate; editors: ClockEditor[]; planner: boolean; onOpen: () => void }) {
  const setActive = useSetTemplateActive();
  const totals = clockTotals(template.elements);
  const toggle = (is_active: boolean) =>
    setActive.mutate(
      { id: template.id, is_active },
      { onError: (error) => toast({ title: 'Kunne ikke endre sendeklokka', description: errorMessage(error), variant: 'destructive' }) },
    );

  return (
    <li className={cn('flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-accent/60', !template.is_active && 'opacity-70')}>
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md py-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`${planner ? 'Rediger' : 'Vis'} ${template.name}, ${hourRange(template.start_hour)}`}
      >
        <span aria-hidden className="h-9 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: template.color }} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{template.name}</span>
          <span className="tabular block text-xs text-muted-foreground">
            {hourRange(template.start_hour)} · {template.elements.length} elementer · {formatMmSs(totals.planned)} planlagt
          </span>
          {editors.length > 0 && (
            <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              Redigeres av
              {editors.map((e) => (
                <PersonChip key={e.user_id} person={{ id: e.user_id, full_name: e.full_name, chat_color: e.chat_color }} />
              ))}
            </span>
          )}
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </button>
      {planner ? (
        <Switch checked={template.is_active} onCheckedChange={toggle} disabled={setActive.isPending} label={`Aktiv: ${template.name}`} />
      ) : (
        <Badge variant={template.is_active ? 'success' : 'secondary'}>{template.is_active ? 'Aktiv' : 'Inaktiv'}</Badge>
      )}
    </li>
  );
}
