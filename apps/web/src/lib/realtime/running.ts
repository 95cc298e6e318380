/**
 * Sign-out must disconnect every socket at once, but the socket client (socket.io) is loaded only
 * once someone is signed in, so the auth code that runs on every page cannot import it. The client
 * registers its stop function here when it loads; before that there is nothing to stop.
 */
let stopAll: (() => void) | null = null;

export function registerRealtimeStop(stop: () => void): void {
  stopAll = stop;
}

/** Disconnects every namespace if the realtime client has been loaded; otherwise none is open. */
export function stopAllRealtimeIfLoaded(): void {
  stopAll?.();
}
