import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { USER_MODERATION_LABELS, USER_MODERATION_STRINGS as M, type Profile, type UserModerationResponse } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessage } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/datetime';
import { displayName } from '@/lib/people';

const when = (iso: string) => `${formatDate(iso) ?? ''} kl. ${formatTime(iso) ?? ''}`;

/** "Moderering": the person's mutes, lifted mutes and removed messages, newest first (fetched when opened). */
export function ModerationHistoryButton({ user }: { user: Profile }) {
  const [open, setOpen] = useState(false);
  const name = displayName(user.full_name);
  const history = useQuery({
    queryKey: ['user-moderation', user.id],
    queryFn: ({ signal }) => api.get<UserModerationResponse>(`/api/admin/users/${encodeURIComponent(user.id)}/moderation`, { signal }),
    enabled: open,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`${M.title} for ${name}`}>
          <History aria-hidden />
          {M.title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {M.title}: {name}
          </DialogTitle>
          <DialogDescription>Demping og fjernede meldinger i chatten.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" /> Henter...
          </div>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(history.error)}
          </p>
        ) : history.data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{M.empty}</p>
        ) : (
          <ol className="grid gap-3">
            {history.data.entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">{USER_MODERATION_LABELS[entry.action]}</p>
                <p className="text-xs text-muted-foreground">
                  {when(entry.at)}
                  {entry.by_name ? ` · av ${entry.by_name}` : ''}
                  {entry.until ? ` · til ${when(entry.until)}` : ''}
                </p>
                {entry.reason && <p className="mt-1 break-words">{entry.reason}</p>}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
