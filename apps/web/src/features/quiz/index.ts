/** Public surface of the quiz feature: its screens for app/screens.ts. */
export { quizScreens } from './screens';
export { LiveQuizCard, WithLiveQuiz } from './display/live-quiz-card';
