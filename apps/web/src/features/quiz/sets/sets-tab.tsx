import { LoadState } from '../components/load-state';
import { useTabSelection } from '../quiz-tabs';
import { useSet } from './api';
import { SetEditor } from './set-editor';
import { SetList } from './set-list';

const NEW = 'ny';

/**
 * Spørsmålssett: the list, or one set in the editor (?quiz-sett=<id>, or "ny" for a new one), so
 * Back in the browser returns to the list and a reload keeps the set open.
 */
export function SetsTab() {
  const [selected, select] = useTabSelection('quiz-sett');
  return selected ? <EditorFor id={selected} onClose={() => select(null)} onCreated={(id) => select(id, { replace: true })} /> : <SetList onOpen={(id) => select(id)} />;
}

/**
 * One component whether the set is new or stored, so a new set's first save (which puts its id in
 * the address) keeps the same editor on screen: the saved set is already in the cache by then.
 */
function EditorFor({ id, onClose, onCreated }: { id: string; onClose: () => void; onCreated: (id: string) => void }) {
  const isNew = id === NEW;
  const set = useSet(isNew ? null : id);
  if (!isNew && set.data === undefined) {
    return (
      <LoadState query={set}>
        <></>
      </LoadState>
    );
  }
  return <SetEditor initial={isNew ? null : set.data!} onClose={onClose} onCreated={onCreated} />;
}
