import { useState } from 'react';
import type { ClockTemplate } from '@studioportal/shared';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api';
import { useCreateTemplate, useUpdateTemplate } from '../api';
import { draftToInput, type Draft } from '../lib/draft';

interface TemplateSaveOptions {
  /** The template as last saved; undefined while creating a new one. */
  saved: ClockTemplate | undefined;
  draft: Draft;
  /** The version the draft is based on: the server refuses the save if someone has saved since. */
  baseVersion: number;
  /** False while the draft breaks a rule, has no name, or has nothing new to save. */
  canSave: boolean;
  markSaved: (template: ClockTemplate) => void;
  rebase: (template: ClockTemplate) => void;
  onCreated: (id: string) => void;
}

/**
 * Saves the draft as one versioned whole: creates the template or updates the saved one. On a
 * version conflict the colleague's version is brought in (the draft hook merges it with ours)
 * and the message stays on screen, so the person looks over the result and saves again.
 */
export function useTemplateSave({ saved, draft, baseVersion, canSave, markSaved, rebase, onCreated }: TemplateSaveOptions) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [saveError, setSaveError] = useState<string | null>(null);
  // Until the first save attempt a new template's empty name is not pointed out as an error.
  const [triedSave, setTriedSave] = useState(false);

  const save = async () => {
    setTriedSave(true);
    setSaveError(null);
    if (!canSave) return;
    try {
      if (!saved) {
        const template = await create.mutateAsync(draftToInput(draft));
        toast({ title: 'Sendeklokka er lagret', description: `«${template.name}» er opprettet.`, variant: 'success' });
        onCreated(template.id);
      } else {
        const template = await update.mutateAsync({ id: saved.id, input: { ...draftToInput(draft), version: baseVersion } });
        markSaved(template);
        toast({ title: 'Sendeklokka er lagret', variant: 'success' });
      }
    } catch (error) {
      const details = isApiError(error) ? (error.details as { template?: ClockTemplate } | undefined) : undefined;
      if (isApiError(error) && error.code === 'version_conflict' && details?.template) rebase(details.template);
      setSaveError(errorMessage(error));
    }
  };

  return { save, saving: create.isPending || update.isPending, saveError, triedSave };
}
