import type { ReactNode } from 'react';
import { Archive, Ban, Check, MonitorUp, Radio, Star } from 'lucide-react';
import type { ListenerMessage } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { WithTooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { SendToColleagueButton } from '@/features/notifications';
import type { RowAction } from './use-triage-actions';

export interface RowActionsProps {
  message: ListenerMessage;
  busy: boolean;
  offline: boolean;
  /** Id of the page's one "Krever nettforbindelse" line, linked from every control while offline. */
  offlineReasonId: string;
  canModerate: boolean;
  canPush: boolean;
  onAction: (action: RowAction, message: ListenerMessage) => void;
  onBlock: (message: ListenerMessage) => void;
}

/** The row's triage buttons; each also has its key (shown in the tooltip). */
export function RowActions({ message, busy, offline, offlineReasonId, canModerate, canPush, onAction, onBlock }: RowActionsProps) {
  const gate = { disabled: busy || offline, 'aria-describedby': offline ? offlineReasonId : undefined };
  const starred = message.status === 'stjernemerket';
  return (
    <div role="group" aria-label="Handlinger" className="flex flex-wrap items-center gap-1">
      <ActionButton label="Stjernemerk" hint="S" {...gate} aria-pressed={starred} onClick={() => onAction('star', message)}>
        <Star aria-hidden className={cn(starred && 'fill-amber-400 text-amber-500')} />
      </ActionButton>
      <ActionButton label="Marker som lest" hint="R" {...gate} disabled={gate.disabled || message.status === 'lest'} onClick={() => onAction('read', message)}>
        <Check aria-hidden />
      </ActionButton>
      <ActionButton label="Brukt på lufta" hint="B" {...gate} disabled={gate.disabled || message.status === 'brukt'} onClick={() => onAction('used', message)}>
        <Radio aria-hidden />
      </ActionButton>
      <ActionButton label="Arkiver" hint="A" {...gate} disabled={gate.disabled || message.status === 'arkivert'} onClick={() => onAction('archive', message)}>
        <Archive aria-hidden />
      </ActionButton>
      {canPush && (
        <ActionButton label="Send til studio" hint="P" {...gate} onClick={() => onAction('push', message)}>
          <MonitorUp aria-hidden />
        </ActionButton>
      )}
      <SendToColleagueButton message={message} disabled={gate.disabled} describedBy={gate['aria-describedby']} />
      {canModerate && message.blockable && (
        <ActionButton label="Blokker avsender" {...gate} className="hover:text-red-700 dark:hover:text-red-300" onClick={() => onBlock(message)}>
          <Ban aria-hidden />
        </ActionButton>
      )}
    </div>
  );
}

function ActionButton({
  label,
  hint,
  children,
  className,
  ...props
}: {
  label: string;
  hint?: string;
  children: ReactNode;
  className?: string;
  disabled: boolean;
  onClick: () => void;
  'aria-pressed'?: boolean;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <WithTooltip label={hint ? `${label} (${hint})` : label}>
      <Button variant="ghost" size="icon-sm" aria-label={label} className={className} {...props}>
        {children}
      </Button>
    </WithTooltip>
  );
}
