import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { QUIZ_WEB } from '../strings';
import { useImportSet } from './api';
import { readImportFile } from './import-file';

/**
 * "Importer": a quiz file exported from Studioportal becomes a new set. The file is checked here
 * first and by the server again; a refusal is handed to `onError` to be shown by the list.
 */
export function ImportButton({ onError }: { onError: (message: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const importSet = useImportSet();

  const importFile = async (file: File) => {
    onError(null);
    const checked = await readImportFile(file);
    if (!checked.ok) return onError(checked.message);
    importSet.mutate(checked.body, {
      onSuccess: (set) => toast({ title: QUIZ_WEB.sets.imported(set.title), duration: 3000 }),
      onError: (error) => onError(errorMessage(error)),
    });
  };

  return (
    <RequiresNetwork>
      {({ offline, controlProps }) => (
        <>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again after fixing it.
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
          <Button variant="outline" title={QUIZ_WEB.sets.importHint} disabled={importSet.isPending || offline} {...controlProps} onClick={() => input.current?.click()}>
            <Upload aria-hidden />
            {QUIZ_WEB.sets.importSet}
          </Button>
        </>
      )}
    </RequiresNetwork>
  );
}
