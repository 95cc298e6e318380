/** Public surface of on-air: the studio screens build on the switch, the messages and the current show. */
export { onAirKeys, useDisplayMessages, useOnAir } from './api';
export { DisplayMessageList } from './components/display-message-list';
export { OnAirSwitch } from './components/on-air-switch';
export { PushDisplayMessage } from './components/push-display-message';
export { useCurrentShow } from './use-current-show';
export { useDisplayMessagesSync, useOnAirSync } from './use-on-air-sync';
