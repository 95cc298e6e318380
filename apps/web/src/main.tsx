import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSessionCheck } from './features/auth/api';
import { installGlobalErrorHandlers } from './lib/global-error-handlers';
import { startPwa } from './lib/pwa';
import { installMobileAdaptations } from './lib/mobile';
import { startDegradationMonitor } from './lib/performance';
import { appMountPoint } from './lib/server-page';
import './index.css';

installGlobalErrorHandlers();
startSessionCheck();
startPwa();
startDegradationMonitor();
installMobileAdaptations();

const container = document.getElementById('root');
if (!container) throw new Error('Fant ikke #root i index.html');

createRoot(appMountPoint(container)).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
