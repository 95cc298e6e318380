import { useRef, useState } from 'react';
import { Check, EyeOff, Reply } from 'lucide-react';
import { COMMENT_MODERATION_LABELS, LISTENER_STRINGS, type ListenerComment } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { displayName } from '@/lib/people';
import { whenText } from '../lib/format';
import { HUB } from '../strings';
import { useModerateComment } from './api';
import { ReplyForm } from './reply-form';

const BADGE = { venter: 'warning', godkjent: 'success', skjult: 'secondary' } as const;

/** One comment: episode, who and when, the text, the show's reply; moderators approve, hide or reply. */
export function CommentItem({ comment, timeZone, moderator }: { comment: ListenerComment; timeZone: string; moderator: boolean }) {
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const closeReply = () => {
    setReplying(false);
    // The form had focus; give it back to the button that opened it.
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  const moderate = useModerateComment();
  const set = (moderation: 'godkjent' | 'skjult') =>
    moderate.mutate({ id: comment.id, moderation }, { onError: (error) => toast({ title: HUB.actionFailed, description: errorMessage(error), variant: 'destructive' }) });
  const from = `fra ${comment.name}`;

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">{HUB.onEpisode(comment.episode_title)}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{comment.name}</span>
          <span className="text-muted-foreground">{whenText(comment.created_at, timeZone)}</span>
          <Badge variant={BADGE[comment.moderation]}>{COMMENT_MODERATION_LABELS[comment.moderation]}</Badge>
          {comment.moderated_by && comment.moderation !== 'venter' && (
            <span className="text-xs text-muted-foreground">{HUB.moderatedBy(COMMENT_MODERATION_LABELS[comment.moderation], displayName(comment.moderated_by.full_name))}</span>
          )}
        </p>
      </div>
      <p className="whitespace-pre-wrap break-words">{comment.body}</p>
      {comment.reply && (
        <div className="rounded-md border-l-4 border-primary bg-primary/[0.06] px-3 py-2">
          <p className="text-xs font-semibold text-muted-foreground">
            {LISTENER_STRINGS.replyFromShow}
            {comment.replied_by && ` · ${displayName(comment.replied_by.full_name)}`}
            {comment.replied_at && ` · ${whenText(comment.replied_at, timeZone)}`}
          </p>
          <p className="whitespace-pre-wrap break-words text-sm">{comment.reply}</p>
        </div>
      )}
      {moderator && !replying && (
        <RequiresNetwork>
          {({ offline, controlProps }) => (
            <>
              {comment.moderation !== 'godkjent' && (
                <Button size="sm" onClick={() => set('godkjent')} disabled={moderate.isPending || offline} {...controlProps} aria-label={`${HUB.approve} kommentaren ${from}`}>
                  <Check aria-hidden />
                  {HUB.approve}
                </Button>
              )}
              {comment.moderation !== 'skjult' && (
                <Button size="sm" variant="outline" onClick={() => set('skjult')} disabled={moderate.isPending || offline} {...controlProps} aria-label={`${HUB.hide} kommentaren ${from}`}>
                  <EyeOff aria-hidden />
                  {HUB.hide}
                </Button>
              )}
              <Button ref={replyButton} size="sm" variant="ghost" onClick={() => setReplying(true)} aria-label={`${HUB.replyAsShow} på kommentaren ${from}`}>
                <Reply aria-hidden />
                {HUB.replyAsShow}
              </Button>
            </>
          )}
        </RequiresNetwork>
      )}
      {moderator && replying && <ReplyForm comment={comment} onDone={closeReply} />}
    </li>
  );
}
