import { LISTENER_LIMITS, LISTENER_STRINGS as S } from '@studioportal/shared';
import { BUTTON, CARD, escapeHtml, ICON, INPUT, LABEL, TEXTAREA } from './static-markup';

/*
 * "Til studio" (apps/web features/podcast/public/to-studio/to-studio-section.tsx) as the server
 * draws it: the ON AIR badge and the message form while the show is on air, the off-air card
 * otherwise. The poll, Tankeleseren, competitions and the song request depend on the listener's
 * live answer and arrive with the app. The early script (apps/web src/features/podcast/early) keeps what
 * is typed and holds a send until the app, which sends it, has taken the form over
 * (features/podcast/public/to-studio/early-forms.ts). Ids carry `sp-static-`: for a moment the
 * app's hidden copy of the page is in the document too.
 */

export interface StaticLive {
  onAir: boolean;
  showTitle: string | null;
}

function field(id: string, label: string, control: string, counterMax?: number): string {
  const counter =
    counterMax === undefined
      ? ''
      : `<div class="flex items-start justify-between gap-3"><span></span><p id="${id}-counter" data-early-counter="${counterMax}" class="tabular shrink-0 text-xs text-muted-foreground">${escapeHtml(
          S.counter(0, counterMax),
        )}</p></div>`;
  return `<div class="grid min-w-0 gap-2"><label class="${LABEL}" for="${id}">${escapeHtml(label)}</label>${control}${counter}</div>`;
}

const input = (id: string, name: string, attrs: string) => `<input id="${id}" name="${name}" class="${INPUT}" ${attrs} value="" />`;

function messageForm(): string {
  const p = 'sp-static-message';
  const body = `<textarea id="${p}-body" name="body" class="${TEXTAREA}" aria-required="true" aria-describedby="${p}-body-counter" rows="4"></textarea>`;
  const honeypot = `<div aria-hidden="true" class="pointer-events-none absolute -left-[9999px] top-0 size-px overflow-hidden"><label for="${p}-website">${escapeHtml(
    S.honeypot,
  )}</label><input id="${p}-website" type="text" name="website" tabindex="-1" autocomplete="off" value="" /></div>`;
  const footer = `<div class="flex flex-col gap-3 sm:flex-row sm:items-center"><button type="submit" data-early-sending="${escapeHtml(S.sending)}" class="${BUTTON.primary} max-sm:w-full">${ICON.send(
    '',
  )}${ICON.loader('motion-safe:animate-spin hidden')}<span>${escapeHtml(S.send)}</span></button><div id="${p}-status" role="status" aria-live="polite" aria-atomic="true" class="min-w-0 text-sm"></div></div>`;
  return `<form novalidate data-draft-key="to-studio:message" aria-labelledby="${p}-heading" aria-describedby="${p}-status" class="relative grid gap-4"><h3 id="${p}-heading" class="text-base font-semibold tracking-tight">${escapeHtml(
    S.sendMessage,
  )}</h3><div class="grid gap-4 sm:grid-cols-2">${field(`${p}-name`, S.name, input(`${p}-name`, 'name', 'type="text" autocomplete="name" aria-required="true"'))}${field(
    `${p}-phone`,
    S.phoneOptional,
    input(`${p}-phone`, 'phone', 'type="tel" inputmode="tel" autocomplete="tel"'),
  )}</div>${field(`${p}-body`, S.message, body, LISTENER_LIMITS.messageMax)}${honeypot}${footer}</form>`;
}

const onAirBadge = (showTitle: string | null) =>
  `<p class="flex min-w-0 items-center gap-2 text-sm text-muted-foreground"><span class="inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-0.5 text-[11px] font-extrabold uppercase tracking-widest text-white"><span aria-hidden="true" class="size-2 rounded-full bg-white motion-safe:animate-pulse"></span>${escapeHtml(
    S.onAirBadge,
  )}</span>${showTitle ? `<span class="truncate">${escapeHtml(showTitle)}</span>` : ''}</p>`;

const offAirCard = () =>
  `<div class="${CARD} flex min-h-[6.5rem] items-start gap-4 p-4 sm:p-6"><span aria-hidden="true" class="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">${ICON.radio(
    'size-5',
  )}</span><div class="grid gap-1"><p class="font-medium">${escapeHtml(S.offAir)}</p><p class="text-sm text-muted-foreground">${escapeHtml(S.offAirHint)}</p></div></div>`;

export function staticToStudio(live: StaticLive): string {
  const content = live.onAir
    ? `<div class="grid gap-4"><div class="grid items-start gap-4 lg:grid-cols-2"><div class="${CARD} p-4 sm:p-6">${messageForm()}</div></div></div>`
    : `<div class="grid gap-4">${offAirCard()}</div>`;
  return `<section aria-labelledby="sp-static-to-studio" class="grid gap-3"><div class="flex flex-wrap items-center gap-x-3 gap-y-1"><h2 id="sp-static-to-studio" class="text-lg font-semibold tracking-tight">${escapeHtml(
    S.toStudio,
  )}</h2>${live.onAir ? onAirBadge(live.showTitle) : ''}</div>${content}</section>`;
}
