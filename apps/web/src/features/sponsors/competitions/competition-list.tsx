import { AlertTriangle, ChevronRight, Plus } from 'lucide-react';
import { ENTRY_CHANNEL_LABELS, type Competition } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAppConfig } from '@/lib/app-config';
import { useCompetitions } from '../api/competitions';
import { useSponsors } from '../api/sponsors';
import { LoadState } from '../components/load-state';
import { SPONSOR_WEB } from '../strings';
import { CompetitionFormDialog } from './competition-form-dialog';
import { STATUS_VARIANT, stationWindow, statusLabel } from './competition-format';

/** Every competition, newest first: status, sponsor, entries and the entry window; one press opens it. */
export function CompetitionList({ runs, onOpen }: { runs: boolean; onOpen: (id: string) => void }) {
  const competitions = useCompetitions();
  const sponsors = useSponsors();
  const { timeZone } = useAppConfig();
  const c = SPONSOR_WEB.competition;
  const list = competitions.data ?? [];
  const sponsorList = sponsors.data ?? [];

  return (
    <div className="grid gap-4">
      {runs && (
        <div className="flex flex-wrap items-center gap-3">
          {sponsorList.length > 0 ? (
            <CompetitionFormDialog
              sponsors={sponsorList}
              onSaved={(saved) => onOpen(saved.id)}
              trigger={
                <Button>
                  <Plus aria-hidden />
                  {c.newCompetition}
                </Button>
              }
            />
          ) : (
            sponsors.isSuccess && <p className="text-sm text-muted-foreground">{c.needSponsor}</p>
          )}
        </div>
      )}
      <LoadState query={competitions}>
        {list.length === 0 ? (
          <Card>
            <CardContent className="pt-6 text-sm text-muted-foreground">{c.none}</CardContent>
          </Card>
        ) : (
          <ul aria-label={c.listLabel} className="grid gap-2">
            {list.map((competition) => (
              <CompetitionRow key={competition.id} competition={competition} timeZone={timeZone} onOpen={() => onOpen(competition.id)} />
            ))}
          </ul>
        )}
      </LoadState>
    </div>
  );
}

function CompetitionRow({ competition, timeZone, onOpen }: { competition: Competition; timeZone: string; onOpen: () => void }) {
  const c = SPONSOR_WEB.competition;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={c.open(competition.title)}
        className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card p-4 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="grid min-w-0 flex-1 basis-64 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-words font-semibold">{competition.title}</span>
            <Badge variant={STATUS_VARIANT[competition.status]}>
              <span className="sr-only">{c.status}: </span>
              {statusLabel(competition.status)}
            </Badge>
            {competition.lottery_warning && (
              <Badge variant="warning">
                <AlertTriangle aria-hidden />
                {c.lotteryBadge}
              </Badge>
            )}
          </span>
          <span className="text-sm text-muted-foreground">
            {competition.sponsor_name} · {competition.prize}
          </span>
          <span className="tabular text-xs text-muted-foreground">
            {stationWindow(competition.opens_at, competition.closes_at, timeZone)} · {competition.channels.map((ch) => ENTRY_CHANNEL_LABELS[ch]).join(', ')}
            {competition.sms_keyword && ` · ${competition.sms_keyword}`}
          </span>
        </span>
        <span className="grid justify-items-end gap-0.5 text-right">
          <span className="tabular text-lg font-semibold">{c.entries(competition.entries)}</span>
          {competition.late_entries > 0 && <span className="text-xs text-muted-foreground">{c.late(competition.late_entries)}</span>}
        </span>
        <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
      </button>
    </li>
  );
}
