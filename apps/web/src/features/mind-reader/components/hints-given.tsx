import type { MindReaderRound } from '@studioportal/shared';
import { MR_WEB } from '../strings';

/** The hints the producer has given on air, in the order given (the rest stay hidden). */
export function HintsGiven({ round }: { round: MindReaderRound }) {
  if (round.hints_given.length === 0) return <p className="text-muted-foreground">{MR_WEB.noHintsGiven}</p>;
  return (
    <ol aria-label={MR_WEB.hintsGiven} className="grid list-decimal gap-1 pl-5">
      {round.hints_given.map((hint) => (
        <li key={hint.index} className="break-words">
          {hint.text}
        </li>
      ))}
    </ol>
  );
}
