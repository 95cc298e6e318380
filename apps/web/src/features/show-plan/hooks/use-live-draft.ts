import { useState } from 'react';
import { errorMessage } from '@/lib/api';

/**
 * A field that follows the server's value live — until you type in it. What you typed stays
 * (even when a colleague's change to the same item arrives) until you save it (blur or Enter) or
 * take it back (Escape). A failed save keeps your text and says why.
 */
export function useLiveDraft(serverValue: string, save: (value: string) => Promise<void>) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    if (draft === null || saving) return;
    if (draft === serverValue) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await save(draft);
      setDraft(null);
      setError(null);
    } catch (err) {
      setError(err instanceof Error && !('status' in err) ? err.message : errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return {
    value: draft ?? serverValue,
    dirty: draft !== null && draft !== serverValue,
    error,
    saving,
    change: (value: string) => {
      setDraft(value);
      setError(null);
    },
    commit,
    revert: () => {
      setDraft(null);
      setError(null);
    },
  };
}
