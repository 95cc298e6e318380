import { useId } from 'react';
import { KeyRound } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import type { AnswerKeyView } from './api';
import { LIVE } from './strings';

/** "Vis fasit": the producer asks for the current question's key; off by default, and off for the host. */
export function AnswerKeySwitch({ on, onChange, view, disabled }: { on: boolean; onChange: (on: boolean) => void; view: AnswerKeyView; disabled: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Switch id={id} checked={on} onCheckedChange={onChange} disabled={disabled} />
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
        <KeyRound aria-hidden className="size-4 text-muted-foreground" />
        {LIVE.showKey}
      </label>
      {on && view.loading && (
        <span role="status" className="text-xs text-muted-foreground">
          {LIVE.keyLoading}
        </span>
      )}
      {on && view.error && (
        <span role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
          {view.error}
        </span>
      )}
    </div>
  );
}
