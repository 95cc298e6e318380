import { useState } from 'react';
import { COMMENT_MODERATION_LABELS, COMMENT_MODERATIONS, type CommentModeration } from '@studioportal/shared';
import { useAppConfig } from '@/lib/app-config';
import { FilterButtons } from '../filter-buttons';
import { LoadState } from '../load-state';
import { HUB } from '../strings';
import { useComments } from './api';
import { CommentItem } from './comment-item';

const FILTERS = COMMENT_MODERATIONS.map((value) => ({ value, label: COMMENT_MODERATION_LABELS[value] }));

/** Kommentarer: comments on podcast episodes by moderation state, waiting ones first. */
export function CommentsTab({ moderator }: { moderator: boolean }) {
  const [moderation, setModeration] = useState<CommentModeration>('venter');
  const comments = useComments(moderation);
  const { timeZone } = useAppConfig();
  const list = comments.data ?? [];
  return (
    <section aria-label={HUB.tabs.comments} className="grid gap-4">
      <FilterButtons label={HUB.showComments} value={moderation} options={FILTERS} onChange={setModeration} />
      <LoadState query={comments}>
        {list.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{HUB.noComments[moderation]}</p>
        ) : (
          <ul className="grid gap-3" aria-label={`${HUB.tabs.comments}: ${COMMENT_MODERATION_LABELS[moderation]}`}>
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} timeZone={timeZone} moderator={moderator} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
