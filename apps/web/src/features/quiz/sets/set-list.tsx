import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/lib/app-config';
import { FormError } from '@/components/ui/form-error';
import { LoadState } from '../components/load-state';
import { QUIZ_WEB } from '../strings';
import { useSets } from './api';
import { ImportButton } from './import-button';
import { SetRow } from './set-row';

/** Spørsmålssett: every set, last changed first, with "Nytt sett" and "Importer". */
export function SetList({ onOpen }: { onOpen: (id: string | 'ny') => void }) {
  const sets = useSets();
  const { timeZone } = useAppConfig();
  const [importError, setImportError] = useState<string | null>(null);
  const list = sets.data ?? [];

  return (
    <section aria-label={QUIZ_WEB.sets.listLabel} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="mr-auto max-w-prose text-sm text-muted-foreground">{QUIZ_WEB.sets.intro}</p>
        <ImportButton onError={setImportError} />
        <Button onClick={() => onOpen('ny')}>
          <Plus aria-hidden />
          {QUIZ_WEB.sets.newSet}
        </Button>
      </div>
      <FormError message={importError} />
      <LoadState query={sets}>
        {list.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{QUIZ_WEB.sets.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {list.map((set) => (
              <SetRow key={set.id} set={set} timeZone={timeZone} onEdit={() => onOpen(set.id)} />
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
