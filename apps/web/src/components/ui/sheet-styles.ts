/**
 * The slide-in panel's look, shared by the Radix sheet (sheet.tsx, the staff menu) and the
 * listener page's native <dialog> menu (src/listener), which has no dialog library.
 */
export const SHEET_PANEL_CLASS =
  'fixed inset-y-0 right-0 z-50 flex h-dvh w-[88%] max-w-sm flex-col border-l bg-popover text-popover-foreground shadow-2xl focus:outline-none pb-[env(safe-area-inset-bottom)] pt-[env(safe-area-inset-top)]';
export const SHEET_CLOSE_CLASS =
  'absolute right-3 top-[calc(env(safe-area-inset-top)+0.75rem)] inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
export const SHEET_HEADER_CLASS = 'flex flex-col gap-1 border-b px-5 py-4 pr-14';
export const SHEET_TITLE_CLASS = 'text-base font-semibold';
