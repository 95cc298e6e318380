/** What other features may use of notifications: tell a person something (docs/notifications-api.md). */
export { notify, notifyEach, type InTransaction } from './notify';
export { notifyAchievement, notifyApprovalDecision, notifyMentioned } from './sources';
export { scrubChatMentionNotices } from './notifications.repository';
