import { MIND_READER_OUTCOME_LABELS, MIND_READER_STATUS_LABELS, MIND_READER_STRINGS, type MindReaderRound } from '@studioportal/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MR_WEB } from '../strings';

/** The session's other rounds, newest first: caller, category, questions, outcome and the secret once revealed. */
export function EarlierRounds({ rounds }: { rounds: readonly MindReaderRound[] }) {
  if (rounds.length === 0) return null;
  const sorted = [...rounds].sort((a, b) => b.position - a.position);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{MR_WEB.roundsHeading}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {sorted.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border px-3 py-2 text-sm">
              <span className="font-medium">
                {MR_WEB.round(r.position)}: {r.caller_name} · {r.category}
              </span>
              <span className="text-muted-foreground">
                {MR_WEB.questionsOfShort(r.questions_used, r.question_limit)} · {r.outcome ? MIND_READER_OUTCOME_LABELS[r.outcome] : MIND_READER_STATUS_LABELS[r.status]} ·{' '}
                {r.secret ?? MIND_READER_STRINGS.notRevealed}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
