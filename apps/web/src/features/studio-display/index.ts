/** The studio display's public surface: full-screen displays built from registered panels. */
export { displayScreensFor } from './display-screens';
export { clockDisplayPanel } from './display-panels';
export { DisplaySurface } from './components/display-surface';
