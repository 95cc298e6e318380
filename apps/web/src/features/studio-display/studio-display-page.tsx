import { Link } from 'react-router';
import { Maximize2 } from 'lucide-react';
import { ON_AIR_STRINGS } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import ClockPanel from './components/clock-panel';
import { DisplaySurface } from './components/display-surface';

/** /studio-display: the same display inside the layout, with a way to the full-screen one. */
export default function StudioDisplayPage() {
  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col">
      <div className="flex items-center justify-between gap-3 px-4 pt-4 lg:px-6">
        <h1 className="text-xl font-semibold tracking-tight">{ON_AIR_STRINGS.displayTitle}</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/studio-display/large">
            <Maximize2 aria-hidden />
            {ON_AIR_STRINGS.openLarge}
          </Link>
        </Button>
      </div>
      <DisplaySurface variant="embedded" Panel={ClockPanel} showsClock />
    </div>
  );
}
