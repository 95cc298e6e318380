// Media queries matching Tailwind's breakpoints, for the few decisions CSS alone cannot make.

/** Tailwind lg (64rem = 1024px). */
export const LG_QUERY = '(min-width: 64rem)';
/** Tailwind xl (80rem = 1280px): nav labels are visible, so tooltips would only repeat them. */
export const XL_QUERY = '(min-width: 80rem)';
/**
 * Tailwind 2xl (96rem = 1536px): top-bar nav labels show from here. Below it a full staff
 * navigation does not fit beside the clock and the actions, so entries are icons with tooltips.
 */
export const XXL_QUERY = '(min-width: 96rem)';
