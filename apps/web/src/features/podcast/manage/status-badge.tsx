import { CalendarClock, CircleDashed, Radio } from 'lucide-react';
import { PODCAST_STATUS_LABELS, type PodcastEpisodeStatus } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';

const VARIANT = { draft: 'secondary', scheduled: 'warning', published: 'success' } as const;
const ICON = { draft: CircleDashed, scheduled: CalendarClock, published: Radio };

export function StatusBadge({ status }: { status: PodcastEpisodeStatus }) {
  const Icon = ICON[status];
  return (
    <Badge variant={VARIANT[status]}>
      <Icon aria-hidden />
      {PODCAST_STATUS_LABELS[status]}
    </Badge>
  );
}
