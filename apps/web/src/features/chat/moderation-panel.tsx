import { useRef, useState } from 'react';
import { Flag, ShieldAlert, Volume2 } from 'lucide-react';
import { CHAT_STRINGS, chatMuteEndText, type ChatMute, type ChatReport } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { displayName, personColor } from '@/lib/people';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { fullTimestamp } from './format';
import { ModerateMessageDialog, type ModerationTarget } from './moderation-dialogs';
import { useCanModerate, useChatMutes, useChatReports, useDismissReport, useUnmuteUser } from './moderation-api';

/**
 * For moderators on the chat page: 'Rapporterte meldinger' with the number of open reports,
 * opening the list of reports (remove the message, or dismiss the report) and of active mutes.
 * Both lists follow the moderators' realtime events, so the count is live.
 */
export function ModerationButton() {
  const canModerate = useCanModerate();
  const reports = useChatReports(canModerate);
  const [open, setOpen] = useState(false);
  if (!canModerate) return null;
  const count = reports.data?.reports.length ?? 0;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-full justify-start">
          <ShieldAlert aria-hidden />
          {/* Named by its content, the count spelled out for screen readers (an aria-label hid the visible words from axe). */}
          Rapporterte meldinger{' '}
          <span
            className={cn(
              'tabular ml-auto inline-block min-w-6 rounded-full px-1.5 text-center text-xs font-semibold',
              count > 0 ? 'bg-red-600 text-white' : 'bg-muted text-muted-foreground',
            )}
            aria-hidden
          >
            {count}
          </span>
          <span className="sr-only">{count === 1 ? '(1 åpen rapport)' : `(${count} åpne rapporter)`}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl gap-5 max-sm:p-4">
        <DialogHeader>
          <DialogTitle>Rapporterte meldinger</DialogTitle>
          <DialogDescription>Meldinger kolleger har rapportert. Fjern meldingen, eller avvis rapporten om alt er i orden.</DialogDescription>
        </DialogHeader>
        <ReportList reports={reports.data?.reports} loading={reports.isPending} error={reports.isError ? errorMessage(reports.error) : null} />
        <MuteList enabled={open} />
      </DialogContent>
    </Dialog>
  );
}

function ReportList({ reports, loading, error }: { reports: ChatReport[] | undefined; loading: boolean; error: string | null }) {
  const [removing, setRemoving] = useState<{ target: ModerationTarget; reason: string } | null>(null);
  const dismiss = useDismissReport();
  const { timeZone } = useAppConfig();
  // The buttons of a handled report leave with it: focus then goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  const onDismiss = async (report: ChatReport) => {
    try {
      await dismiss.mutateAsync(report.id);
      heading.current?.focus();
      toast({ title: 'Rapporten er avvist' });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Kunne ikke avvise rapporten', description: errorMessage(err) });
    }
  };

  let body;
  if (loading) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Henter rapporter...
      </p>
    );
  } else if (error) {
    body = <p role="alert" className="text-sm text-red-600 dark:text-red-400">{error}</p>;
  } else if (!reports || reports.length === 0) {
    body = <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">Ingen åpne rapporter.</p>;
  } else {
    body = (
      <ul className="grid gap-3">
        {groupByMessage(reports).map(({ message, reports: group }) => {
          const author = displayName(message.sender?.full_name ?? message.name);
          return (
            <li key={message.id}>
              <article aria-label={`Rapportert melding fra ${author}`} className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
                <div className="flex min-w-0 items-start gap-3">
                  <UserAvatar fullName={author} color={personColor(message.sender)} pictureUrl={message.sender?.profile_picture_url} className="size-8" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="font-semibold">{author}</span>
                      <time dateTime={message.created_at} className="tabular text-xs text-muted-foreground">
                        {fullTimestamp(message.created_at, timeZone)}
                      </time>
                      <span className="text-xs text-muted-foreground">· {message.channel_type === 'public' ? CHAT_STRINGS.publicChannel : 'Privat melding'}</span>
                    </p>
                    <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm">{message.message}</blockquote>
                  </div>
                </div>
                <ul className="grid gap-2" aria-label={group.length === 1 ? 'Rapport' : `${group.length} rapporter`}>
                  {group.map((report) => {
                    const reporter = displayName(report.reporter?.full_name);
                    return (
                      <li key={report.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md bg-amber-500/10 px-3 py-2 text-sm">
                        <div className="min-w-0 flex-1">
                          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                            <Flag className="size-3.5" aria-hidden />
                            <span>
                              Rapportert av <span className="font-medium text-foreground">{reporter}</span>
                            </span>
                            <time dateTime={report.created_at} className="tabular">
                              {fullTimestamp(report.created_at, timeZone)}
                            </time>
                          </p>
                          <p className="mt-1 whitespace-pre-wrap break-words">
                            <span className="sr-only">Begrunnelse: </span>
                            {report.reason}
                          </p>
                        </div>
                        <RequiresNetwork className="justify-end">
                          {({ offline, controlProps }) => (
                            <Button
                              variant="outline"
                              size="sm"
                              disabled={offline || dismiss.isPending}
                              onClick={() => void onDismiss(report)}
                              aria-label={`Avvis rapporten fra ${reporter}`}
                              {...controlProps}
                            >
                              Avvis
                            </Button>
                          )}
                        </RequiresNetwork>
                      </li>
                    );
                  })}
                </ul>
                <RequiresNetwork className="justify-end max-sm:w-full">
                  {({ offline, controlProps }) => (
                    <Button
                      variant="destructive"
                      size="sm"
                      className="max-sm:w-full"
                      disabled={offline}
                      onClick={() =>
                        setRemoving({
                          target: { id: message.id, text: message.message, author, created_at: message.created_at, channel_type: message.channel_type },
                          reason: group[0]?.reason ?? '',
                        })
                      }
                      aria-label={`Fjern meldingen fra ${author}`}
                      {...controlProps}
                    >
                      Fjern meldingen
                    </Button>
                  )}
                </RequiresNetwork>
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="chat-reports-heading" className="grid gap-3">
      <h3 id="chat-reports-heading" ref={heading} tabIndex={-1} className="text-sm font-semibold focus:outline-none">
        Åpne rapporter
      </h3>
      {body}
      <ModerateMessageDialog target={removing?.target ?? null} initialReason={removing?.reason ?? ''} onClose={() => setRemoving(null)} focusAfterRemoval={heading} />
    </section>
  );
}

function MuteList({ enabled }: { enabled: boolean }) {
  const mutes = useChatMutes(enabled);
  const unmute = useUnmuteUser();

  const onUnmute = async (mute: ChatMute) => {
    const name = displayName(mute.user.full_name);
    try {
      await unmute.mutateAsync(mute.user.id);
      toast({ title: `Dempingen av ${name} er opphevet` });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Kunne ikke oppheve dempingen', description: errorMessage(err) });
    }
  };

  const list = mutes.data?.mutes ?? [];
  return (
    <section aria-labelledby="chat-mutes-heading" className="grid gap-3 border-t pt-4">
      <h3 id="chat-mutes-heading" className="text-sm font-semibold">
        Dempet i chatten
      </h3>
      {mutes.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Henter dempede...
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ingen er dempet nå.</p>
      ) : (
        <ul className="grid gap-2">
          {list.map((mute) => {
            const name = displayName(mute.user.full_name);
            return (
              <li key={mute.user.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                <UserAvatar fullName={name} color={personColor(mute.user)} pictureUrl={mute.user.profile_picture_url} className="size-8" />
                <div className="min-w-44 flex-1 text-sm">
                  <p className="font-semibold">{name}</p>
                  <p className="text-xs text-muted-foreground">
                    Til {chatMuteEndText(mute.muted_until)}
                    {mute.muted_by ? ` · av ${displayName(mute.muted_by.full_name)}` : ''}
                    {mute.reason ? ` · ${mute.reason}` : ''}
                  </p>
                </div>
                <RequiresNetwork className="justify-end max-sm:w-full">
                  {({ offline, controlProps }) => (
                    <Button variant="outline" size="sm" className="max-sm:w-full" disabled={offline || unmute.isPending} onClick={() => void onUnmute(mute)} aria-label={`Opphev demping for ${name}`} {...controlProps}>
                      <Volume2 aria-hidden />
                      Opphev demping
                    </Button>
                  )}
                </RequiresNetwork>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Reports of the same message side by side, in the order the messages were first reported. */
function groupByMessage(reports: ChatReport[]): { message: ChatReport['message']; reports: ChatReport[] }[] {
  const groups = new Map<string, { message: ChatReport['message']; reports: ChatReport[] }>();
  for (const report of reports) {
    const group = groups.get(report.message.id);
    if (group) group.reports.push(report);
    else groups.set(report.message.id, { message: report.message, reports: [report] });
  }
  return [...groups.values()];
}
