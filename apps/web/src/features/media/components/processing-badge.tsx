import { Loader2 } from 'lucide-react';
import { MEDIA_STRINGS, type MediaProcessing } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';

/** Live processing state of a file: queued, running with percentage, ready or failed. */
export function ProcessingBadge({ processing }: { processing: MediaProcessing }) {
  const labels = MEDIA_STRINGS.processing;
  if (processing.status === 'done') return <Badge variant="success">{labels.done}</Badge>;
  if (processing.status === 'failed') return <Badge variant="destructive">{labels.failed}</Badge>;
  const percent = Math.round(processing.progress * 100);
  return (
    <Badge variant="warning" role="status">
      <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
      {processing.status === 'running' ? `${labels.running} ${percent} %` : labels.queued}
    </Badge>
  );
}
