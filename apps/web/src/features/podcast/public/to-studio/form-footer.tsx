import { Loader2, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormStatusLine } from './form-status';
import { TO_STUDIO_STRINGS as T } from './strings';
import type { FormStatus } from './use-public-form';

/** The send button and, beside it (under it on a phone), what became of the last send. */
export function FormFooter({ statusId, status, label }: { statusId: string; status: FormStatus; label: string }) {
  const sending = status.kind === 'sending';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {/* Not disabled while sending, so the focus stays on it; a second press is ignored. */}
      <Button type="submit" aria-busy={sending || undefined} className="max-sm:w-full">
        {sending ? <Loader2 aria-hidden className="motion-safe:animate-spin" /> : <Send aria-hidden />}
        {sending ? T.sending : label}
      </Button>
      <FormStatusLine id={statusId} status={status} />
    </div>
  );
}
