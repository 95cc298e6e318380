import { characterCount } from '@studioportal/shared';
import { countedLength } from '../public/to-studio/counted-length';
import { EARLY_QUEUED } from './early-markers';
import { isTextControl } from './text-control';

/**
 * The server's "Til studio" forms (apps/server features/podcast/static-to-studio.ts) before the
 * app: typing works by itself, the counter follows, and a press on Send is held (the button says
 * "Sender...") instead of reloading the page. The app takes the typed text, the focus and the
 * held send over and sends it through its own checks (public/to-studio/early-forms.ts): the server
 * would refuse a send this early anyway, its form token being younger than the fill time.
 */
export function startEarlyForms(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-draft-key]')) {
    form.addEventListener('input', (event) => updateCounter(event.target));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (form.hasAttribute(EARLY_QUEUED)) return;
      form.setAttribute(EARLY_QUEUED, '');
      showSending(form);
    });
  }
}

function updateCounter(control: EventTarget | null) {
  if (!isTextControl(control)) return;
  for (const id of (control.getAttribute('aria-describedby') ?? '').split(' ')) {
    const counter = id ? document.getElementById(id) : null;
    const max = counter?.dataset.earlyCounter;
    if (!counter || max === undefined) continue;
    const length = countedLength(control.value);
    const over = length > Number(max);
    counter.textContent = characterCount(length, Number(max));
    // As public/to-studio/text-field.tsx colours it.
    counter.classList.toggle('text-muted-foreground', !over);
    for (const name of ['font-medium', 'text-red-600', 'dark:text-red-400']) counter.classList.toggle(name, over);
  }
}

function showSending(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.querySelector('span');
  const sending = button?.dataset.earlySending;
  if (!button || !label || !sending) return;
  button.setAttribute('aria-busy', 'true');
  label.textContent = sending;
  const [sendIcon, spinner] = button.querySelectorAll('svg');
  sendIcon?.classList.add('hidden');
  spinner?.classList.remove('hidden');
}
