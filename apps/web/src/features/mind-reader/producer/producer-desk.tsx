import { Eye, Play } from 'lucide-react';
import { MIND_READER_OUTCOME_LABELS, MIND_READER_STRINGS, type MindReaderRound, type MindReaderSession } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useOnline } from '@/lib/offline/online-status';
import { displayName } from '@/lib/people';
import { AnswerTrail } from '../components/answer-trail';
import { EntryList } from '../components/entry-list';
import { RevealBlock } from '../components/reveal-block';
import { RoundFacts } from '../components/round-facts';
import { TimeLeftView } from '../components/time-left-view';
import { useRoundAction } from '../api';
import { currentRoundOf } from '../lib/current-round';
import type { TimeLeft } from '../lib/time-left';
import { useTimeLeft } from '../lib/use-time-left';
import { MR_WEB } from '../strings';
import { AnswerEntry } from './answer-entry';
import { CloseSessionButton } from './close-session-button';
import { EarlierRounds } from './earlier-rounds';
import { FinishForm } from './finish-form';
import { GuessForm } from './guess-form';
import { HintControls } from './hint-controls';
import { ListenerGuesses } from './listener-guesses';
import { NextRoundForm } from './next-round-form';
import { SecretForm } from './secret-form';
import { useRoundSecret, type RoundSecretView } from './use-round-secret';

/**
 * The producer's desk for today's session (only rendered for `today.role === 'producer'`, so the
 * secret is asked for by nobody else): set up the round and its secret, run it with the fast
 * answer keys, hints, the host's guesses and the finish, reveal it, follow the listeners' guesses,
 * and add the next caller or close the session.
 */
export function ProducerDesk({ session }: { session: MindReaderSession }) {
  const round = currentRoundOf(session);
  const secret = useRoundSecret(round, true);
  const closed = session.closed_at !== null;
  return (
    <div className="grid gap-4" data-testid="mind-reader-producer">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {MR_WEB.producer}: {displayName(session.producer.full_name)} · {MR_WEB.host}: {displayName(session.host.full_name)}
        </p>
        {!closed && <CloseSessionButton session={session} />}
      </div>
      {closed && <p className="font-semibold">{MR_WEB.sessionClosedNote}</p>}
      {round ? <RoundDesk key={round.id} round={round} session={session} secret={secret} closed={closed} /> : !closed && <NextRoundForm session={session} />}
      <EarlierRounds rounds={session.rounds.filter((r) => r.id !== round?.id)} />
    </div>
  );
}

function RoundDesk({ round, session, secret, closed }: { round: MindReaderRound; session: MindReaderSession; secret: RoundSecretView; closed: boolean }) {
  const left = useTimeLeft(round);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-4">
        {round.status === 'ready' && <ReadyCard round={round} secret={secret} />}
        {round.status === 'playing' && <PlayingCard round={round} secret={secret} left={left} />}
        {round.status === 'finished' && <FinishedCard round={round} />}
        {round.status === 'finished' && !closed && <NextRoundForm key={`next-${round.id}`} session={session} />}
      </div>
      <aside className="grid min-w-0 gap-4">
        {round.status === 'playing' && (
          <Card className="max-lg:hidden">
            <CardContent className="pt-5">
              <TimeLeftView left={left} size="big" />
            </CardContent>
          </Card>
        )}
        {round.status !== 'ready' && (
          <Card>
            <CardHeader>
              <CardTitle>{MR_WEB.listenerHeading}</CardTitle>
            </CardHeader>
            <CardContent>{secret.secret ? <ListenerGuesses roundId={round.id} secret={secret.secret} onChanged={secret.set} /> : <SecretState view={secret} />}</CardContent>
          </Card>
        )}
        {round.status !== 'ready' && (
          <Card>
            <CardHeader>
              <CardTitle>{MR_WEB.questionsHeading}</CardTitle>
            </CardHeader>
            <CardContent>
              <EntryList round={round} />
            </CardContent>
          </Card>
        )}
      </aside>
    </div>
  );
}

function SecretState({ view }: { view: RoundSecretView }) {
  if (view.error) return <p role="alert" className="text-sm text-red-700 dark:text-red-400">{view.error}</p>;
  return <p className="text-sm text-muted-foreground">{MR_WEB.secretLoading}</p>;
}

/** The producer sees the secret all along (they took it from the caller). */
function SecretLine({ view }: { view: RoundSecretView }) {
  const text = view.secret?.secret;
  return (
    <div className="flex flex-wrap items-baseline gap-2 rounded-lg border border-dashed px-3 py-2">
      <span className="text-sm font-medium text-muted-foreground">{MR_WEB.secretHeading}:</span>
      {text ? <span className="text-lg font-semibold break-words">{text}</span> : <SecretState view={view} />}
    </div>
  );
}

function ReadyCard({ round, secret }: { round: MindReaderRound; secret: RoundSecretView }) {
  const action = useRoundAction();
  const online = useOnline();
  const hasSecret = round.has_secret || Boolean(secret.secret?.secret);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{MR_WEB.readyHeading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <RoundFacts round={round} />
        {secret.secret?.caller_phone && (
          <p className="text-sm">
            <span className="text-muted-foreground">{MR_WEB.callerPhone}: </span>
            <a className="font-medium underline-offset-4 hover:underline" href={`tel:${secret.secret.caller_phone}`}>
              {secret.secret.caller_phone}
            </a>
          </p>
        )}
        <Separator />
        {secret.loading ? (
          <SecretState view={secret} />
        ) : (
          <SecretForm key={secret.secret ? 'loaded' : 'empty'} roundId={round.id} current={secret.secret} onSaved={secret.set} />
        )}
        <Separator />
        <div className="grid gap-2">
          <Button
            type="button"
            size="lg"
            className="h-14 text-lg"
            disabled={!online || action.isPending || !hasSecret}
            onClick={() => action.mutate({ roundId: round.id, action: { kind: 'start' } }, { onError: (e) => toast({ title: MR_WEB.actionFailed, description: errorMessage(e), variant: 'destructive' }) })}
          >
            <Play aria-hidden />
            {MR_WEB.startRound}
          </Button>
          {!hasSecret && <p className="text-sm text-muted-foreground">{MR_WEB.secretNeeded}</p>}
        </div>
      </CardContent>
    </Card>
  );
}

function PlayingCard({ round, secret, left }: { round: MindReaderRound; secret: RoundSecretView; left: TimeLeft }) {
  const timeUp = left.phase === 'up';
  const questionsUp = round.questions_used >= round.question_limit;
  const blocked = timeUp ? MIND_READER_STRINGS.timeUp : questionsUp ? MIND_READER_STRINGS.questionsUsedUp(round.question_limit) : null;
  return (
    <Card className={timeUp ? 'border-red-600/60' : undefined}>
      <CardHeader>
        <CardTitle>{MR_WEB.playHeading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <RoundFacts round={round} />
          {/* On a narrow screen the clock stands here, beside the count, instead of in the side column. */}
          <TimeLeftView left={left} className="lg:hidden" />
        </div>
        <SecretLine view={secret} />
        <AnswerTrail round={round} />
        <AnswerEntry round={round} blocked={blocked} />
        <Separator />
        <section aria-labelledby="mr-hints-heading" className="grid gap-2">
          <h3 id="mr-hints-heading" className="font-semibold">
            {MR_WEB.hintsHeading}
          </h3>
          <HintControls round={round} secret={secret.secret} />
        </section>
        <Separator />
        <GuessForm round={round} />
        <Separator />
        {(timeUp || questionsUp) && <p className="font-semibold text-red-700 dark:text-red-400">{timeUp ? MR_WEB.timeUpNote : MR_WEB.questionsUpNote}</p>}
        <FinishForm round={round} timeUp={timeUp} />
      </CardContent>
    </Card>
  );
}

function FinishedCard({ round }: { round: MindReaderRound }) {
  const action = useRoundAction();
  const online = useOnline();
  if (round.revealed_at) {
    return (
      <div className="grid gap-4">
        <h2 className="text-lg font-semibold">{MR_WEB.revealedHeading}</h2>
        <RevealBlock round={round} />
        <AnswerTrail round={round} />
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{MR_WEB.finishedHeading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <RoundFacts round={round} />
        {round.outcome && (
          <p className="flex items-center gap-2">
            <span className="text-muted-foreground">{MR_WEB.outcome}:</span>
            <Badge variant={round.outcome === 'gjettet' ? 'success' : 'destructive'} className="text-sm">
              {MIND_READER_OUTCOME_LABELS[round.outcome]}
            </Badge>
          </p>
        )}
        <AnswerTrail round={round} />
        <p className="text-sm text-muted-foreground">{MR_WEB.revealText}</p>
        <Button
          type="button"
          size="lg"
          className="h-14 text-lg"
          disabled={!online || action.isPending}
          onClick={() => action.mutate({ roundId: round.id, action: { kind: 'reveal' } }, { onError: (e) => toast({ title: MR_WEB.actionFailed, description: errorMessage(e), variant: 'destructive' }) })}
        >
          <Eye aria-hidden />
          {MR_WEB.reveal}
        </Button>
      </CardContent>
    </Card>
  );
}
