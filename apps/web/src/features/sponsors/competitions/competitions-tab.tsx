import { useAuth } from '@/features/auth';
import { useTabSelection } from '../sponsor-tabs';
import { CompetitionDetailView } from './competition-detail';
import { CompetitionList } from './competition-list';

/** Konkurranser: the list, or one competition (?sponsor-konkurranse=<id>). */
export function CompetitionsTab() {
  const runs = useAuth().can('runCompetitions');
  const [selected, select] = useTabSelection('sponsor-konkurranse');
  if (selected) return <CompetitionDetailView id={selected} runs={runs} onBack={() => select(null)} />;
  return <CompetitionList runs={runs} onOpen={(id) => select(id)} />;
}
