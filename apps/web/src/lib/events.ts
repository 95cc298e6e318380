/**
 * Browser events that connect parts of the app without imports between features.
 * Spec section 2: the emergency broadcast dialog opens on a global 'showEmergencyBroadcast' event.
 */
export const SHOW_EMERGENCY_BROADCAST_EVENT = 'showEmergencyBroadcast';

export function requestEmergencyBroadcast(): void {
  window.dispatchEvent(new CustomEvent(SHOW_EMERGENCY_BROADCAST_EVENT));
}

// The dialog is code-split: an Akutt press (or any code's event) before its chunk has loaded must
// not be lost. This eager listener remembers it until the dialog takes it.
let emergencyRequestPending = false;
if (typeof window !== 'undefined') {
  window.addEventListener(SHOW_EMERGENCY_BROADCAST_EVENT, () => {
    emergencyRequestPending = true;
  });
}

/** True once per 'showEmergencyBroadcast' that no dialog has taken yet. */
export function takeEmergencyRequest(): boolean {
  const pending = emergencyRequestPending;
  emergencyRequestPending = false;
  return pending;
}

/**
 * The avatar opens the profile dialog (whoever listens claims the event with preventDefault).
 * Returns false when nobody listens, so the caller can fall back to the /profile page.
 */
export const SHOW_PROFILE_DIALOG_EVENT = 'showProfileDialog';

export function requestProfileDialog(): boolean {
  const event = new CustomEvent(SHOW_PROFILE_DIALOG_EVENT, { cancelable: true });
  return !window.dispatchEvent(event);
}
