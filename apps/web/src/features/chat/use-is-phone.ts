import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@studioportal/shared';

/** Spec section 9: mobile is under 768 px. On a phone the list and the conversation are separate views. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
