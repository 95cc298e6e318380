/** What other features may use from analytics: counting staff activity (user_activity). */
export { countActivity } from './activity-counter';
export { recordActivity } from './activity.repository';
