import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FormStatus } from './use-public-form';

/**
 * The line next to a form's button that says it was sent, or why not. Always in the page (empty
 * when there is nothing to say), so screen readers announce what appears in it; the form points
 * at it with aria-describedby.
 */
export function FormStatusLine({ id, status }: { id: string; status: FormStatus }) {
  const message = status.kind === 'sent' || status.kind === 'failed' ? status.message : null;
  const failed = status.kind === 'failed';
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className="min-w-0 text-sm">
      {message && (
        <p className={cn('flex items-start gap-2', failed ? 'font-medium text-red-600 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400')}>
          {failed ? <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> : <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
