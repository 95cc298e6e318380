import { Link } from 'react-router';
import { Maximize2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DisplaySurface } from '@/features/studio-display';
import { LIVE } from '../live/strings';
import QuizDisplayPanel from './quiz-display-panel';

/** /studio-display/quiz: the quiz display inside the layout, with a way to the full-screen one. */
export default function QuizDisplayPage() {
  return (
    <div className="mx-auto flex w-full max-w-[1600px] flex-col">
      <div className="flex items-center justify-between gap-3 px-4 pt-4 lg:px-6">
        <h1 className="text-xl font-semibold tracking-tight">{LIVE.displayHeading}</h1>
        <Button asChild variant="outline" size="sm">
          <Link to="/studio-display/quiz/large">
            <Maximize2 aria-hidden />
            {LIVE.openLarge}
          </Link>
        </Button>
      </div>
      <DisplaySurface variant="embedded" Panel={QuizDisplayPanel} />
    </div>
  );
}
