import { MR_WEB } from '../strings';
import { HistoryView } from './history-view';

/** /host/mind-reader/sessions: the finished rounds and the season's figures. */
export default function HostSessionsPage() {
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-bold tracking-tight">{MR_WEB.hostSessionsTitle}</h1>
      <HistoryView />
    </div>
  );
}
