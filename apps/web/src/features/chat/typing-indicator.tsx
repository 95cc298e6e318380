import { firstName } from '@/lib/people';
import { useTypists } from './typing-store';

function sentence(names: string[]): string {
  if (names.length === 1) return `${names[0]} skriver …`;
  if (names.length === 2) return `${names[0]} og ${names[1]} skriver …`;
  return 'Flere skriver …';
}

/** "Kari skriver …" under the messages, while someone is writing in this conversation. */
export function TypingIndicator({ conversation }: { conversation: string }) {
  const typists = useTypists(conversation);
  const names = typists.map((t) => firstName(t.name) ?? t.name);
  return (
    <div role="status" className="h-5 px-4 text-xs text-muted-foreground">
      {names.length > 0 && (
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="inline-flex gap-0.5">
            <span className="size-1 animate-pulse rounded-full bg-current motion-reduce:animate-none" />
            <span className="size-1 animate-pulse rounded-full bg-current [animation-delay:150ms] motion-reduce:animate-none" />
            <span className="size-1 animate-pulse rounded-full bg-current [animation-delay:300ms] motion-reduce:animate-none" />
          </span>
          {sentence(names)}
        </span>
      )}
    </div>
  );
}
