import { MR_WEB } from '../strings';
import { HistoryView } from './history-view';

/** /studio-display/mind-reader/sessions: the history in large type for a studio screen. */
export default function DisplaySessionsPage() {
  return (
    <div className="mx-auto grid w-full max-w-[1600px] gap-6 px-4 py-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl lg:text-4xl">{MR_WEB.displaySessionsTitle}</h1>
      <HistoryView large />
    </div>
  );
}
