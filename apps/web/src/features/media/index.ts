/** Public surface of the media feature: other features upload through these. */
export { UploadButton } from './components/upload-button';
export { UploadProgressList } from './components/upload-progress-list';
export { mediaScreens } from './screens';
