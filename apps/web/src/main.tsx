import { App } from './app/app';
import { startSessionCheck } from './features/auth/api';
import { mountApp } from './lib/mount-app';
import './index.css';

startSessionCheck();
mountApp(<App />);
