import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { AUTO_DJ_EXPORT_URL, useAutoDj, useSetHourOverride } from './auto-dj-api';
import { AutoDjGrid, dayLabel, hourLabel, useOverriddenHours } from './auto-dj-grid';
import { AutoDjRulesForm } from './auto-dj-rules-form';
import { AUTO_DJ_WEB as T } from './auto-dj-strings';
import type { AutoDjDay } from '@studioportal/shared';

/** "Auto-DJ" on /automation: the rules, the seven-day grid with its overrides, and the export. */
export function AutoDjSection() {
  const query = useAutoDj();
  const state = query.data;
  return (
    <section aria-labelledby="auto-dj-title" className="mt-10 grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="auto-dj-title" className="text-lg font-semibold">
            {T.title}
          </h2>
          <p className="max-w-2xl text-sm text-muted-foreground">{T.intro}</p>
        </div>
        <Button asChild variant="outline">
          <a href={AUTO_DJ_EXPORT_URL} download>
            <Download aria-hidden />
            {T.exportLink}
          </a>
        </Button>
      </div>
      {query.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.loading}
        </p>
      ) : !state ? (
        <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
          <p>{errorMessage(query.error, T.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {T.retryLoad}
          </Button>
        </div>
      ) : (
        <>
          <AutoDjRulesForm key={state.config.version} config={state.config} />
          <div className="grid gap-3">
            <h3 className="font-semibold">{T.gridTitle}</h3>
            <AutoDjGrid days={state.days} />
            <Overrides days={state.days} />
          </div>
        </>
      )}
    </section>
  );
}

function Overrides({ days }: { days: AutoDjDay[] }) {
  const hours = useOverriddenHours(days);
  const override = useSetHourOverride();
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{T.overridesTitle}</h4>
      {hours.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.overridesEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {hours.map((h) => {
            const when = `${dayLabel(h.date)} kl. ${hourLabel(h.hour)}`;
            return (
              <li key={`${h.date}/${h.hour}`} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 text-sm">
                <span>
                  <span className="font-medium">{when}</span> — {h.reason_text}
                  {h.show_title ? ` (${h.show_title})` : ''}
                </span>
                <Button variant="outline" size="sm" aria-label={T.resetLabel(when)} disabled={override.isPending} onClick={() => override.mutate({ date: h.date, hour: h.hour, attended: null })}>
                  {T.reset}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
