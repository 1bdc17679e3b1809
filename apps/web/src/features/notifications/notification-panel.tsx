import {
  Box,
  Button,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { type AppNotification, useNotifications } from './api/list-notifications.ts';
import { useMarkRead } from './api/mark-read.ts';
import { deepLinkPath, relativeTime } from './deep-link.ts';
import { BellTrigger } from './notification-bell.tsx';

/** Up and down arrows move between the notifications (Tab works too). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-notification]')];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  event.preventDefault();
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = at < 0 ? (step > 0 ? 0 : items.length - 1) : (at + step + items.length) % items.length;
  items[next]?.focus();
}

function NotificationItem({
  item,
  onOpen,
}: {
  item: AppNotification;
  onOpen: (item: AppNotification) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = relativeTime(item.createdAt, i18n.language) ?? t('notifications.justNow');
  return (
    <Box component="li" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <UnstyledButton
        data-notification={item.key}
        onClick={() => onOpen(item)}
        w="100%"
        px="md"
        py="sm"
        bg={item.read ? undefined : 'teal.0'}
        className="mb-notification"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box
            mt={6}
            w={8}
            h={8}
            style={{
              flex: 'none',
              borderRadius: 999,
              background: item.read ? 'transparent' : 'var(--mantine-color-teal-8)',
            }}
            aria-hidden="true"
          />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            {item.read ? null : <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>}
            {item.error ? <VisuallyHidden>{t('notifications.problem')}</VisuallyHidden> : null}
            <Text size="sm" fw={item.read ? 500 : 700} c={item.error ? 'red.8' : 'gray.9'}>
              {item.title}
            </Text>
            {item.message ? (
              <Text size="sm" c="gray.7" lineClamp={3}>
                {item.message}
              </Text>
            ) : null}
            <Text size="xs" c="gray.7" component="time" dateTime={item.createdAt}>
              {when}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Box>
  );
}

/** The latest notifications; mounted only while the popover is open, so each opening refetches. */
function NotificationList({
  username,
  onOpen,
}: {
  username: string;
  onOpen: (item: AppNotification) => void;
}) {
  const { t } = useTranslation();
  const list = useNotifications(username);
  if (list.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t('notifications.loading')} />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Stack gap="xs" p="md" align="flex-start" role="alert">
        <Text size="sm" c="red.8">
          {t('notifications.loadError')}
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Stack>
    );
  }
  const items = list.data.notifications;
  if (items.length === 0) {
    return (
      <Text size="sm" c="gray.7" p="md">
        {t('notifications.empty')}
      </Text>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('notifications.latest')}
      m={0}
      p={0}
      style={{ listStyle: 'none', maxHeight: 420, overflowY: 'auto' }}
    >
      {items.map((item) => (
        <NotificationItem key={item.key} item={item} onOpen={onOpen} />
      ))}
    </Box>
  );
}

/** The bell's popover, loaded on first use: it opens at once. */
export default function NotificationPanel({ username, count }: { username: string; count: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const [opened, setOpened] = useState(true);
  const target = useRef<HTMLButtonElement>(null);
  const markRead = useMarkRead(username);

  const open = (item: AppNotification) => {
    if (!item.read) markRead.mutate([item.key]);
    setOpened(false);
    void navigate(to(deepLinkPath(item.deepLink)));
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus={false}
      closeOnEscape={false}
      // The header is sticky, so the bell never scrolls away.
      hideDetached={false}
    >
      <Popover.Target>
        <BellTrigger ref={target} count={count} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        maw="calc(100vw - 16px)"
        onKeyDown={(event) => {
          moveFocus(event);
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          setOpened(false);
          target.current?.focus();
        }}
      >
        <Group justify="space-between" gap="xs" px="md" py="xs">
          <Text component="h2" fw={700} size="md" m={0}>
            {t('notifications.title')}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            color="teal.9"
            // The subtle variant's text takes a lighter shade than asked (axe contrast).
            c={count === 0 ? undefined : 'teal.9'}
            disabled={count === 0}
            loading={markRead.isPending && markRead.variables?.length === 0}
            onClick={(event) => {
              const button = event.currentTarget;
              const dropdown = button.closest<HTMLElement>('[role="dialog"]');
              // The button turns disabled: keep the keyboard inside the list.
              markRead.mutate([], {
                onSuccess: () => {
                  const focused = document.activeElement;
                  if (focused !== button && dropdown?.contains(focused)) return;
                  (dropdown?.querySelector<HTMLElement>('[data-notification]') ?? dropdown)?.focus();
                },
              });
            }}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        {markRead.isError ? (
          <Text size="sm" c="red.8" px="md" pb="xs" role="alert">
            {t('notifications.markError')}
          </Text>
        ) : null}
        <NotificationList username={username} onOpen={open} />
      </Popover.Dropdown>
    </Popover>
  );
}
