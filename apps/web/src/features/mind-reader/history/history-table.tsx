import { MIND_READER_OUTCOME_LABELS, MIND_READER_STRINGS, type MindReaderHistoryRow } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { MR_WEB } from '../strings';

const dateOf = (key: string) => `${key.slice(8, 10)}.${key.slice(5, 7)}.${key.slice(0, 4)}`;

/**
 * Finished rounds, newest first: date, caller, category, questions used of the limit, outcome and
 * the secret once revealed ("Ikke avslørt" before). A table on a wide screen; on a phone each row
 * stacks its cells with their labels.
 */
export function HistoryTable({ rows, large = false }: { rows: readonly MindReaderHistoryRow[]; large?: boolean }) {
  if (rows.length === 0) return <p className={cn('text-muted-foreground', large && 'text-2xl')}>{MR_WEB.noHistory}</p>;
  const head = [MR_WEB.date, MR_WEB.caller, MR_WEB.category, MR_WEB.questionsUsed, MR_WEB.outcome, MR_WEB.secretColumn];
  const cell = cn('px-3 py-2 align-top max-md:grid max-md:grid-cols-[9rem_minmax(0,1fr)] max-md:gap-2 max-md:px-0 max-md:py-0.5', large && 'px-4 py-3');
  const label = 'font-medium text-muted-foreground md:hidden';
  return (
    <div className="overflow-x-auto">
      <table className={cn('w-full border-collapse text-left', large ? 'text-lg md:text-2xl' : 'text-sm')} data-testid="mind-reader-history">
        <thead className="max-md:sr-only">
          <tr className="border-b">
            {head.map((h) => (
              <th key={h} scope="col" className={cn('px-3 py-2 font-semibold text-muted-foreground', large && 'px-4 py-3 text-xl')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.round_id} className="border-b last:border-0 max-md:grid max-md:gap-1 max-md:py-3">
              <td className={cell}>
                <span className={label} aria-hidden>{MR_WEB.date}</span>
                <span className="tabular">{dateOf(row.date)}</span>
              </td>
              <td className={cell}>
                <span className={label} aria-hidden>{MR_WEB.caller}</span>
                <span className="break-words">{row.caller_name}</span>
              </td>
              <td className={cell}>
                <span className={label} aria-hidden>{MR_WEB.category}</span>
                <span className="break-words">{row.category}</span>
              </td>
              <td className={cell}>
                <span className={label} aria-hidden>{MR_WEB.questionsUsed}</span>
                <span className="tabular">{MR_WEB.questionsOfShort(row.questions_used, row.question_limit)}</span>
              </td>
              <td className={cell}>
                <span className={label} aria-hidden>{MR_WEB.outcome}</span>
                <span>
                  {row.outcome ? (
                    <Badge variant={row.outcome === 'gjettet' ? 'success' : 'destructive'} className={large ? 'text-xl' : undefined}>
                      {MIND_READER_OUTCOME_LABELS[row.outcome]}
                    </Badge>
                  ) : (
                    '–'
                  )}
                </span>
              </td>
              <td className={cell}>
                <span className={label} aria-hidden>{MR_WEB.secretColumn}</span>
                {row.secret !== null ? <span className="font-semibold break-words">{row.secret}</span> : <span className="italic text-muted-foreground">{MIND_READER_STRINGS.notRevealed}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
