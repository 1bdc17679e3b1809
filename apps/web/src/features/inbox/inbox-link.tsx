import type { ServerMessage } from '@makerboard/shared';
import { ActionIcon, Badge, Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { useSocket } from '../../realtime/realtime-provider.tsx';
import { useUnreadConversations } from './api/get-unread.ts';
import { inboxKeys } from './keys.ts';

/** A live message about a conversation the signed-in person is in (api.md /ws). */
export const isConversationMessage = (message: ServerMessage) =>
  message.type === 'conversation' && typeof message.id === 'number';

/**
 * The header's inbox button with the unread-conversations badge (GET /conversations/unread). A
 * new message on the socket refreshes the inbox's cached lists and the count; a reconnect too,
 * since messages may have been missed meanwhile.
 */
export function InboxLink() {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const socket = useSocket();
  const queryClient = useQueryClient();
  const unread = useUnreadConversations();
  useEffect(() => {
    if (!socket) return;
    const offMessage = socket.on('message', (message) => {
      if (!isConversationMessage(message)) return;
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
    });
    const offReconnect = socket.on('reconnected', () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    });
    return () => {
      offMessage();
      offReconnect();
    };
  }, [socket, queryClient]);
  const count = unread.data ?? 0;
  return (
    <Box pos="relative" style={{ display: 'inline-flex' }}>
      <ActionIcon
        component={Link}
        to={to('/inbox')}
        variant="subtle"
        color="gray"
        c="gray.8"
        size="lg"
        radius="xl"
        aria-label={count > 0 ? t('inbox.linkUnread', { count }) : t('inbox.link')}
        data-testid="inbox-link"
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
          <path d="M4 5h16v11H8l-4 4z" />
        </svg>
      </ActionIcon>
      {count > 0 ? (
        <Box pos="absolute" top={-4} right={-6} style={{ pointerEvents: 'none' }} aria-hidden="true">
          <Badge
            size="sm"
            color="red.8"
            variant="filled"
            circle={count < 10}
            px={count < 10 ? 0 : 5}
            data-testid="inbox-badge"
          >
            {count > 99 ? '99+' : count}
          </Badge>
        </Box>
      ) : null}
    </Box>
  );
}
