import { useId, useState, type FormEvent } from 'react';
import { MonitorUp } from 'lucide-react';
import { ON_AIR_LIMITS, ON_AIR_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth';
import { usePushDisplayMessage } from '../api';

/** A short message to the studio display ('Send til studioskjermen'); Ctrl/Cmd+Enter sends. */
export function PushDisplayMessage({ touch = false, className }: { touch?: boolean; className?: string }) {
  const { can } = useAuth();
  const push = usePushDisplayMessage();
  const [text, setText] = useState('');
  const fieldId = useId();
  const counterId = useId();
  const trimmed = text.trim();
  const tooLong = trimmed.length > ON_AIR_LIMITS.displayMessageMax;
  if (!can('pushDisplayMessage')) return null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || tooLong || push.isPending) return;
    push.mutate(trimmed, {
      onSuccess: () => {
        setText('');
        toast({ title: ON_AIR_STRINGS.pushed });
      },
      onError: (error) => toast({ title: ON_AIR_STRINGS.pushFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} className={cn('grid gap-2', className)}>
      <Label htmlFor={fieldId}>{ON_AIR_STRINGS.pushLabel}</Label>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
        placeholder={ON_AIR_STRINGS.pushPlaceholder}
        aria-describedby={counterId}
        aria-invalid={tooLong || undefined}
        maxLength={ON_AIR_LIMITS.displayMessageMax + 20}
        className={cn('min-h-20', touch && 'text-base')}
      />
      <div className="flex items-center justify-between gap-3">
        <span id={counterId} className={cn('tabular text-xs', tooLong ? 'font-medium text-red-600 dark:text-red-400' : 'text-muted-foreground')}>
          {ON_AIR_STRINGS.counter(trimmed.length)}
        </span>
        <Button type="submit" disabled={!trimmed || tooLong || push.isPending} className={cn(touch && 'h-12 px-5 text-base')}>
          <MonitorUp aria-hidden />
          {ON_AIR_STRINGS.pushToDisplay}
        </Button>
      </div>
    </form>
  );
}
