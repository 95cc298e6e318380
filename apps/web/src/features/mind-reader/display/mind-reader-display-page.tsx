import { Link } from 'react-router';
import { History, Maximize2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DisplaySurface } from '@/features/studio-display';
import { MR_WEB } from '../strings';
import MindReaderDisplayPanel from './mind-reader-display-panel';

/** /studio-display/mind-reader: the studio display inside the layout, with ways to the full screen and the history. */
export default function MindReaderDisplayPage() {
  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4 lg:px-6">
        <h1 className="text-xl font-semibold tracking-tight">{MR_WEB.displayHeading}</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/studio-display/mind-reader/sessions">
              <History aria-hidden />
              {MR_WEB.historyLink}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/studio-display/mind-reader/large">
              <Maximize2 aria-hidden />
              {MR_WEB.openLarge}
            </Link>
          </Button>
        </div>
      </div>
      <DisplaySurface variant="embedded" Panel={MindReaderDisplayPanel} />
    </div>
  );
}
