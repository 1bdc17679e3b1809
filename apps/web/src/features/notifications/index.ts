/** What other features may use of the notifications (the app shell loads the bell itself, lazily). */
export { PushSettings } from './push-settings.tsx';
