import { MessageSquare, Phone, Smartphone, Users } from 'lucide-react';
import { QUIZ_PARTICIPANT_KIND_LABELS, type QuizParticipant, type QuizSessionDetail } from '@studioportal/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AddParticipantDialog } from './add-participant-dialog';
import { CallerAnswerEntry } from './caller-answer-entry';
import type { Countdown } from './countdown';
import { LIVE } from './strings';

/** Counts of those who play on their phones: listeners on the web page and SMS senders. */
export function remoteCounts(participants: readonly QuizParticipant[]): { mobile: number; sms: number } {
  let mobile = 0;
  let sms = 0;
  for (const p of participants) {
    if (p.removed) continue;
    if (p.kind === 'listener') mobile += 1;
    else if (p.kind === 'sms') sms += 1;
  }
  return { mobile, sms };
}

/**
 * The producer's participants: callers and studio guests (added here, their answers entered
 * here while a question is open), and how many play on mobile and by SMS.
 */
export function ParticipantsPanel({ detail, countdown }: { detail: QuizSessionDetail; countdown: Countdown }) {
  const { state } = detail;
  const studio = detail.participants.filter((p) => !p.removed && (p.kind === 'caller' || p.kind === 'guest'));
  const { mobile, sms } = remoteCounts(detail.participants);
  const question = state.phase === 'question' ? state.question : null;
  const finished = state.phase === 'finished';
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden className="size-4 text-muted-foreground" />
          {LIVE.participants}
        </CardTitle>
        {!finished && <AddParticipantDialog sessionId={state.id} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-foreground/[0.06] px-3 py-1">
            <Smartphone aria-hidden className="size-4" />
            {LIVE.mobileCount(mobile)}
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-foreground/[0.06] px-3 py-1">
            <MessageSquare aria-hidden className="size-4" />
            {LIVE.smsCount(sms)}
          </li>
        </ul>
        <section aria-label={LIVE.studioParticipants} className="grid gap-2">
          <h3 className="text-sm font-semibold">{LIVE.studioParticipants}</h3>
          {studio.length === 0 ? (
            <p className="text-sm text-muted-foreground">{LIVE.noStudioParticipants}</p>
          ) : (
            <ul className="grid gap-2">
              {studio.map((p) => (
                <li key={p.id} className="grid gap-2 rounded-lg border px-3 py-2">
                  <div className="flex min-w-0 items-center justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{p.name}</p>
                      <p className="flex items-center gap-1 text-xs text-muted-foreground">
                        {p.kind === 'caller' && <Phone aria-hidden className="size-3" />}
                        {QUIZ_PARTICIPANT_KIND_LABELS[p.kind]}
                        {p.phone && <span className="tabular"> · {p.phone}</span>}
                      </p>
                    </div>
                    <p className="tabular shrink-0 text-sm font-semibold">
                      {p.points} <span className="font-normal text-muted-foreground">{LIVE.pointsShort}</span>
                    </p>
                  </div>
                  {question && <CallerAnswerEntry sessionId={state.id} participant={p} question={question} countdown={countdown} />}
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
