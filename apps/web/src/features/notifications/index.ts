/** What other features may use of the notifications (the app shell loads the bell itself, lazily). */

export { MuteSwitch, type MuteTarget } from './mute-switch.tsx';
export { NotificationSwitches } from './notification-switches.tsx';
export { PushSettings } from './push-settings.tsx';
