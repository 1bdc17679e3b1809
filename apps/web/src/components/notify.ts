import { createFlagStore } from '../api/flag-store.ts';

/** Set once something was shown: the app mounts the notifications host only from then on. */
export const notificationsWanted = createFlagStore(false);

export type NotifyOptions = {
  message: string;
  title?: string;
  color?: string;
};

/** Shows a toast; the notifications code loads on first use, keeping it off the home route. */
export async function notify(options: NotifyOptions): Promise<void> {
  notificationsWanted.set(true);
  const { notifications } = await import('@mantine/notifications');
  notifications.show(options);
}
