import { escapeHtml } from '../../http/web-app';

/*
 * The pieces of the web app's components the server's /podcast markup draws (static-page.ts and
 * its parts): components/ui/button.tsx, card.tsx, input.tsx and the lucide icons, class for class,
 * so the app's page, when it takes over, lays out exactly where the server's did.
 */

export { escapeHtml };

const FOCUS_AND_ICONS =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

/** button.tsx's variants as the player and the forms use them, after tailwind-merge (as React renders them). */
export const BUTTON = {
  primary: `inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors select-none ${FOCUS_AND_ICONS} bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover h-10 px-4 py-2 max-md:h-12`,
  /** The player's ±15/30 s buttons. */
  skip: `inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-md text-sm transition-colors select-none ${FOCUS_AND_ICONS} text-foreground/85 hover:bg-accent hover:text-accent-foreground h-10 py-2 max-md:h-12 tabular gap-1 px-2.5 font-semibold @max-xs:px-1.5`,
  speed: `inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm transition-colors select-none ${FOCUS_AND_ICONS} text-foreground/85 hover:bg-accent hover:text-accent-foreground h-10 py-2 max-md:h-12 tabular min-w-14 px-2 font-semibold @max-xs:min-w-0 @max-xs:px-1.5`,
  share: `inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors select-none ${FOCUS_AND_ICONS} text-foreground/85 hover:bg-accent hover:text-accent-foreground h-10 py-2 max-md:h-12 px-3`,
  /** The show header's feed buttons, drawn without their focus and hover (they arrive with the app). */
  header: 'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium h-10 px-4 py-2 max-md:h-12',
  /** The player's round play button. */
  play: `inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors select-none ${FOCUS_AND_ICONS} bg-primary text-primary-foreground hover:bg-primary-hover max-md:size-12 rounded-full shadow-md size-14 @max-xs:size-12`,
} as const;

export const CARD = 'rounded-xl border bg-card text-card-foreground shadow-sm';

const FIELD_BASE =
  'flex w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:border-transparent disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive file:border-0 file:bg-transparent file:text-sm file:font-medium';
export const INPUT = FIELD_BASE.replace('flex w-full', 'flex h-10 max-md:h-12 w-full');
export const TEXTAREA = `${FIELD_BASE.replace('flex w-full', 'flex max-md:h-12 w-full')} min-h-24 h-auto resize-y leading-relaxed`;
export const LABEL = 'text-sm font-medium leading-none text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-70';

const svg = (body: string, className: string, fill = 'none') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${className}" aria-hidden="true">${body}</svg>`;

/** lucide's icons, as React draws them. */
export const ICON = {
  play: (className: string) => svg('<path d="M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z"/>', className, 'currentColor'),
  pause: (className: string) => svg('<rect x="14" y="3" width="5" height="18" rx="1"/><rect x="5" y="3" width="5" height="18" rx="1"/>', className, 'currentColor'),
  back: (className: string) => svg('<path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"/><path d="M3 3v5h5"/>', className),
  forward: (className: string) => svg('<path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/>', className),
  share: (className: string) =>
    svg(
      '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><line x1="8.59" x2="15.42" y1="13.51" y2="17.49"/><line x1="15.41" x2="8.59" y1="6.51" y2="10.49"/>',
      className,
    ),
  send: (className: string) =>
    svg(
      '<path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z"/><path d="m21.854 2.147-10.94 10.939"/>',
      className,
    ),
  chevronDown: (className: string) => svg('<path d="m6 9 6 6 6-6"/>', className),
  loader: (className: string) => svg('<path d="M21 12a9 9 0 1 1-6.219-8.56"/>', className),
  radio: (className: string) =>
    svg(
      '<path d="M16.247 7.761a6 6 0 0 1 0 8.478"/><path d="M19.075 4.933a10 10 0 0 1 0 14.134"/><path d="M4.925 19.067a10 10 0 0 1 0-14.134"/><path d="M7.753 16.239a6 6 0 0 1 0-8.478"/><circle cx="12" cy="12" r="2"/>',
      className,
    ),
} as const;
