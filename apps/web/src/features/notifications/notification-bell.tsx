import { ActionIcon, Badge, Box } from '@mantine/core';
import { type ComponentPropsWithoutRef, lazy, type Ref, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from './api/get-unread-count.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

const loadPanel = () => import('./notification-panel.tsx');
const preloadPanel = () => void loadPanel();
const LazyPanel = lazy(loadPanel);

type TriggerProps = ComponentPropsWithoutRef<'button'> & { ref?: Ref<HTMLButtonElement>; count: number };

/** The badge shows at most this; more reads "99+". */
const MAX_SHOWN = 99;

/**
 * The bell button with the unread badge. It renders at once; the list behind it loads on first use
 * (Popover.Target clones it, so every prop and the ref reach the button).
 */
export function BellTrigger({ count, ...props }: TriggerProps) {
  const { t } = useTranslation();
  // The badge sits beside the button, which clips what overflows it.
  return (
    <Box pos="relative" style={{ display: 'inline-flex' }}>
      <ActionIcon
        variant="subtle"
        color="gray"
        c="gray.8"
        size="lg"
        radius="xl"
        aria-haspopup="dialog"
        aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
        {...props}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </ActionIcon>
      {count > 0 ? (
        <Box pos="absolute" top={-4} right={-6} style={{ pointerEvents: 'none' }} aria-hidden="true">
          <Badge size="sm" color="red.8" variant="filled" circle={count < 10} px={count < 10 ? 0 : 5}>
            {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
          </Badge>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The navbar's notification bell for the signed-in person: the unread count from the server, raised
 * live by the socket, and the latest notifications in a popover loaded on first use.
 */
export function NotificationBell({ username }: { username: string }) {
  const unread = useUnreadCount(username);
  useLiveNotifications(username);
  const [wanted, setWanted] = useState(false);
  const count = unread.data ?? 0;
  const trigger = (
    <BellTrigger
      count={count}
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
    />
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LazyPanel username={username} count={count} />
    </Suspense>
  );
}
