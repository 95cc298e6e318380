/** What other features may use from analytics: counting staff activity (user_activity). */
export { recordActivity } from './activity.repository';
