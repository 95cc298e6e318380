import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { installGlobalErrorHandlers } from './global-error-handlers';
import { installMobileAdaptations } from './mobile';
import { startDegradationMonitor } from './performance';
import { startPwa } from './pwa';
import { appMountPoint } from './server-page';

/**
 * Start-up shared by both entries (main.tsx, the staff app; podcast-main.tsx, the listener page):
 * error handlers, the installable app and its worker, the device's signals, then the app in
 * #root (beside the server's prerendered page, if there is one: lib/server-page.ts).
 */
export function mountApp(app: ReactNode) {
  installGlobalErrorHandlers();
  startPwa();
  startDegradationMonitor();
  installMobileAdaptations();
  const container = document.getElementById('root');
  if (!container) throw new Error('Fant ikke #root i index.html');
  createRoot(appMountPoint(container)).render(<StrictMode>{app}</StrictMode>);
}
