import { Radio, RotateCw } from 'lucide-react';
import { LISTENER_STRINGS as S, type ListenerLive } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QuizBlock } from '../quiz/quiz-block';
import { TournamentBoard } from '../quiz/tournament-board';
import { CompetitionCard } from './competition-card';
import { LivePoll } from './live-poll';
import { useListenerLive } from './live-query';
import { MessageForm } from './message-form';
import { MindReaderForm } from './mind-reader-form';
import { RequestForm } from './request-form';
import { TO_STUDIO_STRINGS as T } from './strings';

/**
 * "Til studio" on /podcast: while the show is on air, a message to the studio, a song request,
 * the open poll and a guess in Tankeleseren's playing round (each only while the live answer has
 * it); otherwise a line saying when they can be used. Open sponsor competitions show either way.
 * It sits below the player, and the page waits briefly for the live answer before it shows itself (useLiveReady), so it does not
 * grow under the reader's eyes; the placeholder keeps the off-air card's height meanwhile.
 */
export function ToStudioSection() {
  const { live, failed, retry } = useListenerLive();
  return (
    <section aria-labelledby="to-studio" aria-busy={!live && !failed} className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="to-studio" className="text-lg font-semibold tracking-tight">
          {S.toStudio}
        </h2>
        {live?.on_air && <OnAirBadge showTitle={live.show_title} />}
      </div>
      <QuizBlock />
      {live ? <LiveContent live={live} /> : failed ? <LoadFailed retry={retry} /> : <Placeholder />}
      <TournamentBoard />
    </section>
  );
}

function OnAirBadge({ showTitle }: { showTitle: string | null }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 text-[11px] font-extrabold uppercase tracking-widest text-white">
        <span aria-hidden className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
        {T.onAir}
      </span>
      {showTitle && <span className="truncate">{showTitle}</span>}
    </p>
  );
}

function LiveContent({ live }: { live: ListenerLive }) {
  // A competition may take entries around the clock (the live answer lists it off air too).
  const competitions = live.competitions.map((competition) => (
    <Card key={competition.id} className="p-4 sm:p-6">
      <CompetitionCard competition={competition} />
    </Card>
  ));
  if (!live.on_air) {
    return (
      <div className="grid gap-4">
        <OffAir />
        {competitions}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {live.poll && (
        <Card className="p-4 sm:p-6">
          <LivePoll poll={live.poll} />
        </Card>
      )}
      {live.mind_reader && (
        <Card className="p-4 sm:p-6">
          <MindReaderForm round={live.mind_reader} />
        </Card>
      )}
      {competitions}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <MessageForm />
        </Card>
        <Card className="p-4 sm:p-6">
          <RequestForm open={live.requests.open} reason={live.requests.reason} />
        </Card>
      </div>
    </div>
  );
}

/** The off-air card; its height is also the placeholder's, so the first answer changes nothing around it. */
const OFF_AIR_CARD = 'flex min-h-[6.5rem] items-start gap-4 p-4 sm:p-6';

function OffAir() {
  return (
    <Card className={OFF_AIR_CARD}>
      <span aria-hidden className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Radio className="size-5" />
      </span>
      <div className="grid gap-1">
        <p className="font-medium">{S.offAir}</p>
        <p className="text-sm text-muted-foreground">{S.offAirHint}</p>
      </div>
    </Card>
  );
}

function Placeholder() {
  return (
    <Card className={OFF_AIR_CARD}>
      <span aria-hidden className="size-10 shrink-0 rounded-full bg-muted motion-safe:animate-pulse" />
      <p className="sr-only">{T.loading}</p>
    </Card>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <Card className={`${OFF_AIR_CARD} flex-wrap items-center justify-between`}>
      <p role="alert" className="text-sm text-muted-foreground">
        {T.loadFailed}
      </p>
      <Button variant="outline" onClick={retry}>
        <RotateCw aria-hidden />
        {T.retry}
      </Button>
    </Card>
  );
}
