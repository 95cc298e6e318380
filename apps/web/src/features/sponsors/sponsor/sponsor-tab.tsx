import { useState } from 'react';
import { Mail, Pencil, Phone, Plus, Timer, Trash2, User } from 'lucide-react';
import { formatReadTime, type Sponsor } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { formatRecentTime } from '@/lib/datetime';
import { useDeleteSponsor, useSponsors } from '../api/sponsors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadState } from '../components/load-state';
import { useTabSelection } from '../sponsor-tabs';
import { SPONSOR_WEB } from '../strings';
import { MentionButton } from './mention-button';
import { ScriptWarnings } from './script-field';
import { SponsorFormDialog } from './sponsor-form-dialog';

/** Sponsor: the sponsors (chosen by ?sponsor-id=, the first by default) and the chosen one's profile. */
export function SponsorTab() {
  const runs = useAuth().can('runCompetitions');
  const sponsors = useSponsors();
  const [selectedId, select] = useTabSelection('sponsor-id');
  const list = sponsors.data ?? [];
  const selected = list.find((s) => s.id === selectedId) ?? list[0] ?? null;
  const s = SPONSOR_WEB.sponsor;

  return (
    <LoadState query={sponsors}>
      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={s.listLabel} className="grid content-start gap-2">
          {runs && (
            <SponsorFormDialog
              onSaved={(saved) => select(saved.id, { replace: true })}
              trigger={
                <Button className="justify-self-start">
                  <Plus aria-hidden />
                  {s.newSponsor}
                </Button>
              }
            />
          )}
          {list.length > 0 && (
            <ul className="flex gap-1.5 overflow-x-auto pb-1 lg:grid lg:overflow-visible">
              {list.map((sponsor) => (
                <li key={sponsor.id} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => select(sponsor.id, { replace: true })}
                    aria-current={sponsor.id === selected?.id ? 'true' : undefined}
                    className={cn(
                      'flex w-full min-w-40 items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-md:min-h-12',
                      sponsor.id === selected?.id && 'border-primary bg-primary/10 font-medium',
                    )}
                  >
                    <span className="truncate">{sponsor.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {selected ? (
          <SponsorProfile key={selected.id} sponsor={selected} runs={runs} onDeleted={() => select(null, { replace: true })} />
        ) : (
          <Card>
            <CardContent className="grid gap-1 pt-6 text-sm">
              <p className="font-medium">{runs ? s.none : s.noneReader}</p>
              {runs && <p className="text-muted-foreground">{s.noneHint}</p>}
            </CardContent>
          </Card>
        )}
      </div>
    </LoadState>
  );
}

function SponsorProfile({ sponsor, runs, onDeleted }: { sponsor: Sponsor; runs: boolean; onDeleted: () => void }) {
  const { timeZone } = useAppConfig();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSponsor();
  const s = SPONSOR_WEB.sponsor;
  const last = sponsor.last_mention_at ? formatRecentTime(sponsor.last_mention_at, timeZone, undefined, { kl: true }) : s.never;

  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <div className="flex flex-wrap items-start gap-4">
          {sponsor.logo_url && <img src={sponsor.logo_url} alt={s.logoAlt(sponsor.name)} className="h-16 w-24 shrink-0 rounded-md bg-muted object-contain" />}
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <h2 className="break-words text-xl font-semibold tracking-tight">{sponsor.name}</h2>
            <ContactLine sponsor={sponsor} />
          </div>
          {runs && (
            <div className="flex gap-2">
              <SponsorFormDialog
                sponsor={sponsor}
                trigger={
                  <Button variant="outline" size="sm">
                    <Pencil aria-hidden />
                    {SPONSOR_WEB.edit}
                  </Button>
                }
              />
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-destructive/10 dark:text-red-300" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden />
                {SPONSOR_WEB.delete}
              </Button>
            </div>
          )}
        </div>

        <section aria-label={SPONSOR_WEB.mention.panelTitle} className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border bg-muted/40 px-4 py-3">
          <MentionButton sponsor={sponsor} size="lg" />
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div>
              <dt className="text-muted-foreground">{s.mentionsToday}</dt>
              <dd className="tabular text-2xl font-semibold">{sponsor.mentions_today}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{s.lastMention}</dt>
              <dd className="tabular text-base font-medium">{last}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="sponsor-script" className="grid gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id="sponsor-script" className="text-sm font-semibold">
              {s.script}
            </h3>
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <Timer aria-hidden className="size-4" />
              {s.readTime} <span className="font-mono font-semibold tabular-nums text-foreground">{formatReadTime(sponsor.read_time_s)}</span>
            </span>
          </div>
          {sponsor.mention_script ? (
            <blockquote className="whitespace-pre-wrap rounded-md border-l-4 border-primary/60 bg-card px-4 py-3 text-base leading-relaxed">{sponsor.mention_script}</blockquote>
          ) : (
            <p className="text-sm text-muted-foreground">{s.noScript}</p>
          )}
          {sponsor.warnings.length > 0 && <ScriptWarnings warnings={sponsor.warnings} />}
        </section>

        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={s.deleteSponsor}
          description={s.deleteConfirm(sponsor.name)}
          confirmLabel={s.deleteSponsor}
          destructive
          busy={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() =>
            remove.mutate(sponsor.id, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: s.deleted, duration: 3000 });
                onDeleted();
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}

function ContactLine({ sponsor }: { sponsor: Sponsor }) {
  const s = SPONSOR_WEB.sponsor;
  if (!sponsor.contact_name && !sponsor.contact_email && !sponsor.contact_phone) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {sponsor.contact_name && (
        <span className="inline-flex items-center gap-1">
          <User aria-hidden className="size-4" />
          <span className="sr-only">{s.contactName}: </span>
          {sponsor.contact_name}
        </span>
      )}
      {sponsor.contact_email && (
        <a href={`mailto:${sponsor.contact_email}`} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
          <Mail aria-hidden className="size-4" />
          <span className="sr-only">{s.contactEmail}: </span>
          {sponsor.contact_email}
        </a>
      )}
      {sponsor.contact_phone && (
        <a href={`tel:${sponsor.contact_phone.replace(/\s+/g, '')}`} className="tabular inline-flex items-center gap-1 underline-offset-4 hover:underline">
          <Phone aria-hidden className="size-4" />
          <span className="sr-only">{s.contactPhone}: </span>
          {sponsor.contact_phone}
        </a>
      )}
    </p>
  );
}
