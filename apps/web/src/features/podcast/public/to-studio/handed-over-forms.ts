import { useEffect, useRef } from 'react';
import { EARLY_QUEUED } from '../../early/early-markers';
import { isTextControl } from '../../early/text-control';
import { writeDraft } from './drafts';

/**
 * The server's "Til studio" forms, as the listener left them when the app took over
 * (early/early-forms.ts kept them working until then): the typed text, the honeypot, the field
 * that had the focus, and whether Send was pressed. Each is kept, by its form's draft key, until
 * the app's form with that key takes it (use-public-form.ts): at once if it is on the page, or
 * when it appears.
 */
export interface HandedOverForm {
  values: Record<string, string>;
  website: string;
  sendPressed: boolean;
  focus: { name: string; selectionStart: number | null; selectionEnd: number | null } | null;
}

const waiting = new Map<string, HandedOverForm>();
const listeners = new Set<() => void>();

/** Reads the server page's forms (just before that page is removed) and offers them to the app's. */
export function handOverForms(page: Element) {
  const active = document.activeElement;
  for (const form of page.querySelectorAll<HTMLFormElement>('form[data-draft-key]')) {
    const key = form.dataset.draftKey!;
    const values: Record<string, string> = {};
    let website = '';
    for (const control of Array.from(form.elements)) {
      if (!isTextControl(control) || !control.name) continue;
      if (control.name === 'website') website = control.value;
      else values[control.name] = control.value;
    }
    const focused = isTextControl(active) && form.contains(active) ? active : null;
    waiting.set(key, {
      values,
      website,
      sendPressed: form.hasAttribute(EARLY_QUEUED),
      focus: focused ? { name: focused.name, selectionStart: focused.selectionStart, selectionEnd: focused.selectionEnd } : null,
    });
    // A form that mounts later starts from these values (drafts.ts).
    writeDraft(key, values);
  }
  listeners.forEach((listener) => listener());
}

/** Calls `take` once with what the server's form of `draftKey` handed over, now or when it comes. */
export function useHandedOverForm(draftKey: string, take: (form: HandedOverForm) => void) {
  const latest = useRef(take);
  latest.current = take;
  useEffect(() => {
    const check = () => {
      const form = waiting.get(draftKey);
      if (!form) return;
      waiting.delete(draftKey);
      latest.current(form);
    };
    check();
    listeners.add(check);
    return () => void listeners.delete(check);
  }, [draftKey]);
}
