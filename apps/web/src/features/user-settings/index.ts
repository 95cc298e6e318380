export { UserSettingsSync, userSettingsKey } from './user-settings-sync';
export { useNotificationChoices, getNotificationChoices, setNotificationChoices } from './notification-choices';
export { NotificationChoicesCard } from './notification-choices-card';
