import type { ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';

/** The server's refusal (or a summary of what to fix) under a form, announced when it appears. */
export function FormError({ message, action, id }: { message: string | null; action?: ReactNode; id?: string }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" tabIndex={-1} className="flex flex-wrap items-start gap-2 rounded-md border border-red-500/40 bg-red-500/10 px-3 py-2.5 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-red-200">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">{message}</span>
      {action}
    </div>
  );
}
