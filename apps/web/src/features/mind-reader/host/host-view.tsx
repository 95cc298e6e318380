import { MIND_READER_LIMITS, type MindReaderSession } from '@studioportal/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { displayName } from '@/lib/people';
import { AnswerTrail } from '../components/answer-trail';
import { EntryList } from '../components/entry-list';
import { HintsGiven } from '../components/hints-given';
import { RevealBlock } from '../components/reveal-block';
import { RoundFacts } from '../components/round-facts';
import { TimeLeftView } from '../components/time-left-view';
import { currentRoundOf } from '../lib/current-round';
import { useTimeLeft } from '../lib/use-time-left';
import { MR_WEB } from '../strings';

/**
 * The host's screen: the category, the count against the limit, the time left big, the questions
 * and answers newest first, the hints given and the guesses. It only ever has the round everyone
 * gets (`secret: null` until the reveal) and asks the server for nothing, so the secret cannot
 * reach it before the producer reveals it; after that the secret stands big at the top.
 */
export function HostView({ session }: { session: MindReaderSession }) {
  const round = currentRoundOf(session);
  const left = useTimeLeft(round);
  return (
    <div className="grid gap-4" data-testid="mind-reader-host">
      <p className="text-sm text-muted-foreground">
        {MR_WEB.producer}: {displayName(session.producer.full_name)} · {MR_WEB.host}: {displayName(session.host.full_name)}
      </p>
      {!round ? (
        <p className="text-xl font-semibold">{MR_WEB.hostWaiting}</p>
      ) : (
        <>
          <RevealBlock round={round} />
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="grid min-w-0 gap-4">
              <Card>
                <CardContent className="grid gap-4 pt-5">
                  <RoundFacts round={round} size="big" />
                  <AnswerTrail round={round} />
                  {round.status === 'ready' && <p className="text-lg text-muted-foreground">{MR_WEB.hostWaiting}</p>}
                  {!round.revealed_at && round.status !== 'ready' && <p className="text-sm text-muted-foreground">{MR_WEB.secretHidden}</p>}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{MR_WEB.questionsHeading}</CardTitle>
                </CardHeader>
                <CardContent>
                  <EntryList round={round} size="big" />
                </CardContent>
              </Card>
            </div>
            <aside className="grid gap-4 lg:sticky lg:top-20">
              {round.status !== 'finished' && (
                <Card>
                  <CardContent className="pt-5">
                    <TimeLeftView left={left} size="big" />
                  </CardContent>
                </Card>
              )}
              <Card>
                <CardHeader>
                  <CardTitle>{MR_WEB.hintsHeading}</CardTitle>
                </CardHeader>
                <CardContent>
                  <HintsGiven round={round} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{MR_WEB.guessesHeading}</CardTitle>
                </CardHeader>
                <CardContent className="grid gap-1">
                  <p className="font-medium">{MR_WEB.guessesCount(round.guesses_used, MIND_READER_LIMITS.guessesPerRound)}</p>
                  <p className="text-sm text-muted-foreground">{MR_WEB.listenerGuessesCount(round.listener_guesses)}</p>
                </CardContent>
              </Card>
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
