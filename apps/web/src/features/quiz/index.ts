/** Public surface of the quiz feature: its screens for app/screens.ts; the media picker the sponsor desk reuses for logos. */
export { quizScreens } from './screens';
export { LiveQuizCard, WithLiveQuiz } from './display/live-quiz-card';
export { MediaPickerDialog } from './sets/media-picker-dialog';
