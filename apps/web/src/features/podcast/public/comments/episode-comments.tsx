import { ChevronDown, RotateCw } from 'lucide-react';
import { LISTENER_STRINGS as S } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { useEpisodeComments } from './comments-api';
import { COMMENT_STRINGS as C } from './strings';

/**
 * "Kommentarer" in the episode's card: closed, one line (the card keeps the height the server's
 * page painted, give or take that line); open, the comments and the form. The count arrives with
 * the list and only widens the line.
 */
export function EpisodeComments({ episodeId }: { episodeId: string }) {
  const { data, isPending, isError, refetch } = useEpisodeComments(episodeId);
  return (
    <details data-keep-open="comments" className="group/comments mt-4 border-t pt-3">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        {S.comments}
        {data && <span className="tabular font-normal">{C.count(data.comments.length)}</span>}
        <ChevronDown aria-hidden className="size-4 motion-safe:transition-transform group-open/comments:rotate-180" />
      </summary>
      <div className="mt-4 grid max-w-2xl gap-6">
        {data ? (
          <CommentList comments={data.comments} />
        ) : isPending ? (
          <p className="text-sm text-muted-foreground">{C.loading}</p>
        ) : (
          isError && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <p>{C.loadFailed}</p>
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                <RotateCw aria-hidden />
                {C.retry}
              </Button>
            </div>
          )
        )}
        <CommentForm key={episodeId} episodeId={episodeId} />
      </div>
    </details>
  );
}
