import { POLL_STATUS_LABELS, type PollStatus } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT = { utkast: 'secondary', apen: 'success', lukket: 'outline' } as const;

export function PollStatusBadge({ status }: { status: PollStatus }) {
  return <Badge variant={VARIANT[status]}>{POLL_STATUS_LABELS[status]}</Badge>;
}
