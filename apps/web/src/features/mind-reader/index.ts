/** Public surface of the mind-reader feature: its screens for app/screens.ts. */
export { mindReaderScreens } from './screens';
