import { useAuth } from '@/features/auth';
import { useAppConfig } from '@/lib/app-config';
import { useTabSelection } from '../quiz-tabs';
import { TournamentDetailView } from './tournament-detail';
import { TournamentList } from './tournament-list';

/** Turneringer: the list, or one tournament (?quiz-turnering=<id>). Everyone on the staff sees them; game runners change them. */
export function TournamentsTab() {
  const runsGames = useAuth().can('runGames');
  const { timeZone } = useAppConfig();
  const [selected, select] = useTabSelection('quiz-turnering');
  if (selected) return <TournamentDetailView id={selected} runsGames={runsGames} timeZone={timeZone} onBack={() => select(null)} />;
  return <TournamentList runsGames={runsGames} onOpen={(id) => select(id)} />;
}
