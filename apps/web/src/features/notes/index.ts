/** Public surface of the notes feature (the content hub creates notes; the studio reuses the editor parts). */
export { useCreateNote } from './api';
export { MarkdownView } from './components/markdown-view';
export { ConflictDialog } from './components/conflict-dialog';
export { SaveStatusIndicator } from './components/save-status';
export { useVersionedAutosave, type SaveStatus } from './use-versioned-autosave';
export { mergeTexts } from './merge';
export { notesScreens } from './screens';
