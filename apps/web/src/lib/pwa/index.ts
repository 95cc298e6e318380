import { startEngagementWatch } from './engagement';
import { startInstallState } from './install-state';
import { startServiceWorker } from './register-service-worker';

/** Start-up of the installable app (main.tsx): install events from the first moment, then the worker. */
export function startPwa(): void {
  startInstallState();
  startEngagementWatch();
  startServiceWorker();
}
