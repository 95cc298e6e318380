/** Public surface of the media feature: other features upload through these, and pick from the library. */
export { useMediaList, useMediaLive } from './api';
export { UploadButton } from './components/upload-button';
export { UploadProgressList } from './components/upload-progress-list';
export { mediaScreens } from './screens';
