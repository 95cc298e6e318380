/** Public surface of editorial content (the /innhold screen, 'Innhold'): the content studio writes scripts for the same editorial items. */
export {
  editorialKeys,
  saveEditorial,
  upsertEditorial,
  useContentSettings,
  useCreateEditorial,
  useDeleteEditorial,
  useEditorialList,
  useEditorialLive,
  useEditorialTargets,
  useSetSpeakingRate,
  useUpdateEditorial,
} from './api';
export { TargetSelect } from './components/target-select';
export { editorialScreens } from './screens';
