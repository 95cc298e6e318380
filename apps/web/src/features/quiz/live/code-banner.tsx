import { cn } from '@/lib/cn';
import { LIVE } from './strings';

/**
 * What the host reads on air: "Koden er 4712", and where listeners join. Big, in digits that do
 * not shift, so it can be read off a screen across the studio.
 */
export function CodeBanner({ code, className }: { code: string; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)} data-testid="quiz-code">
      <p className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {LIVE.codeIs('')}
        <span className="tabular font-mono tracking-[0.12em] text-primary dark:text-blue-300">{code}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {LIVE.joinAt} <span className="font-semibold text-foreground">{LIVE.publicPath}</span>
      </p>
    </div>
  );
}
