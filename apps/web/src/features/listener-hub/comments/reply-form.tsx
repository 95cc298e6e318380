import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { commentReplyInputSchema, type ListenerComment } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { FormError } from '@/components/ui/form-error';
import { HUB } from '../strings';
import { useReplyToComment } from './api';

/**
 * "Svar som programmet": a short reply published under the comment on the public page (an earlier
 * reply is the starting text, so it can be corrected). Checked by the server's schema first.
 */
export function ReplyForm({ comment, onDone }: { comment: ListenerComment; onDone: () => void }) {
  const id = useId();
  const [body, setBody] = useState(comment.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const reply = useReplyToComment();
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = commentReplyInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      field.current?.focus();
      return;
    }
    setError(null);
    setServerError(null);
    reply.mutate(
      { id: comment.id, body: parsed.data.body },
      {
        onSuccess: () => {
          toast({ title: HUB.replySent, duration: 3000 });
          onDone();
        },
        onError: (e) => setServerError(errorMessage(e)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-2 rounded-lg border bg-muted/40 p-3" onKeyDown={(e) => e.key === 'Escape' && onDone()}>
      <Label htmlFor={id}>{`${HUB.replyAsShow} (til ${comment.name})`}</Label>
      <Textarea
        id={id}
        ref={field}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <FormError message={serverError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {HUB.cancel}
        </Button>
        <RequiresNetwork>
          {({ offline, controlProps }) => (
            <Button type="submit" size="sm" disabled={reply.isPending || offline} {...controlProps}>
              {HUB.sendReply}
            </Button>
          )}
        </RequiresNetwork>
      </div>
    </form>
  );
}
