/** Public surface of the podcast feature: the show's feed settings, also edited on /enterprise. */
export { useShowSettings } from './api';
export { ShowSettingsForm } from './manage/show-settings-form';
export { usePodcastSync } from './manage/use-podcast-sync';
