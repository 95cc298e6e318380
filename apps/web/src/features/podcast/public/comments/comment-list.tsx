import { LISTENER_STRINGS as S, type PublicComment } from '@studioportal/shared';
import { formatDate } from '@/lib/datetime';

/** Approved comments, each with its date (dd.mm.åååå) and, under it, the show's reply. */
export function CommentList({ comments }: { comments: readonly PublicComment[] }) {
  if (comments.length === 0) return <p className="text-sm text-muted-foreground">{S.noComments}</p>;
  return (
    <ul aria-label={S.comments} className="grid gap-3">
      {comments.map((comment) => (
        <li key={comment.id}>
          <article className="rounded-lg border bg-background/40 p-3">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="break-all font-medium">{comment.name}</span>
              <time dateTime={comment.created_at} className="tabular text-xs text-muted-foreground">
                {formatDate(comment.created_at)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-sm text-foreground/90">{comment.body}</p>
            {comment.reply && (
              <div className="mt-3 border-l-2 border-primary/60 pl-3">
                <p className="text-xs font-semibold text-primary dark:text-blue-400">
                  {S.replyFromShow}
                  {comment.replied_at && <span className="tabular font-normal text-muted-foreground"> · {formatDate(comment.replied_at)}</span>}
                </p>
                <p className="mt-0.5 whitespace-pre-line break-words text-sm text-foreground/90">{comment.reply}</p>
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
