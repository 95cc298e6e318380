import { useCallback, useEffect, useState } from 'react';
import type { ClockTemplate } from '@studioportal/shared';
import { displayName } from '@/lib/people';
import { draftFromTemplate, isDirty, type Draft } from '../lib/draft';
import { mergeDraft } from '../lib/merge-draft';

interface DraftState {
  /** The saved version the draft is based on. */
  base: Draft;
  baseVersion: number;
  draft: Draft;
  /** Tells the user a colleague's save arrived (and that their own edits are kept). */
  notice: string | null;
}

/**
 * The editor's draft of one template, kept in step with the saved template without losing
 * unsaved edits: when a newer version arrives (a colleague saved, or a save of ours met a
 * conflict) it is merged in three ways and becomes the new base.
 */
export function useTemplateDraft(saved: ClockTemplate | undefined, initial: Draft, selfId: string | undefined) {
  const [state, setState] = useState<DraftState>(() => ({
    base: saved ? draftFromTemplate(saved) : initial,
    baseVersion: saved?.version ?? 0,
    draft: saved ? draftFromTemplate(saved) : initial,
    notice: null,
  }));

  const rebase = useCallback(
    (template: ClockTemplate) => {
      setState((s) => {
        if (template.version <= s.baseVersion) return s;
        const remote = draftFromTemplate(template);
        const dirty = isDirty(s.draft, s.base);
        // Our own save coming back (or a save identical to our draft) needs no merge and no notice.
        if (!dirty || !isDirty(s.draft, remote)) {
          const fromColleague = dirty ? null : template.updated_by && template.updated_by.id !== selfId;
          return {
            base: remote,
            baseVersion: template.version,
            draft: remote,
            notice: fromColleague ? `${displayName(template.updated_by?.full_name)} lagret endringer i klokka.` : s.notice,
          };
        }
        const who = template.updated_by?.id === selfId ? 'Du' : displayName(template.updated_by?.full_name);
        return {
          base: remote,
          baseVersion: template.version,
          draft: mergeDraft(s.base, s.draft, remote),
          notice: `${who} lagret endringer i klokka. Dine ulagrede endringer er beholdt – se over og lagre.`,
        };
      });
    },
    [selfId],
  );

  useEffect(() => {
    if (saved) rebase(saved);
  }, [saved, rebase]);

  const setDraft = useCallback((update: (draft: Draft) => Draft) => setState((s) => ({ ...s, draft: update(s.draft) })), []);

  /** After our own save: the saved template is the new base and the draft is clean. */
  const markSaved = useCallback((template: ClockTemplate) => {
    const fresh = draftFromTemplate(template);
    setState({ base: fresh, baseVersion: template.version, draft: fresh, notice: null });
  }, []);

  const discard = useCallback(() => setState((s) => ({ ...s, draft: s.base, notice: null })), []);
  const dismissNotice = useCallback(() => setState((s) => ({ ...s, notice: null })), []);

  return {
    draft: state.draft,
    base: state.base,
    baseVersion: state.baseVersion,
    dirty: isDirty(state.draft, state.base),
    notice: state.notice,
    setDraft,
    rebase,
    markSaved,
    discard,
    dismissNotice,
  };
}
