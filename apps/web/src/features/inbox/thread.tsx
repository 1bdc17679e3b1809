import type { Conversation, Message } from '@makerboard/shared';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { formatDate } from '../../components/dates.ts';
import { MentionTextarea } from '../../components/mention-textarea.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { initialsOf } from '../../components/person-row.tsx';
import { useSocket } from '../../realtime/realtime-provider.tsx';
import { ReportButton } from '../reports/index.ts';
import { useDeleteMessage } from './api/delete-message.ts';
import { useEditMessage } from './api/edit-message.ts';
import { useLikeMessage } from './api/like-message.ts';
import { useMessages } from './api/list-messages.ts';
import { usePinnedMessages } from './api/list-pinned-messages.ts';
import { useMarkRead } from './api/mark-read.ts';
import { useMayWrite } from './api/may-write.ts';
import { useMute } from './api/mute-conversation.ts';
import { usePinConversation } from './api/pin-conversation.ts';
import { usePinMessage } from './api/pin-message.ts';
import { useSendMessage } from './api/send-message.ts';
import { conversationTitle } from './conversation-path.ts';
import type { Draft } from './inbox-page.tsx';
import { inboxKeys } from './keys.ts';
import { ParticipantsPanel } from './participants-panel.tsx';

/** Enter sends, Shift+Enter starts a new line (and nothing fires while an IME composes). */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return (
    event.key === 'Enter' && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing
  );
}

function Composer({
  onSend,
  pending,
  error,
}: {
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const send = () => {
    if (pending) return;
    // spec/000 §5 "Messages not empty": refused here before any call.
    if (!text.trim()) {
      setEmpty(true);
      return;
    }
    onSend(text).then(
      () => setText(''),
      () => {},
    );
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MentionTextarea
          style={{ flex: 1 }}
          label={t('inbox.composerLabel')}
          description={t('inbox.composerHint')}
          placeholder={t('inbox.composerPlaceholder')}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onValueChange={(next) => {
            setText(next);
            setEmpty(false);
          }}
          onKeyDown={(event) => {
            if (!isSendKey(event)) return;
            event.preventDefault();
            send();
          }}
          error={empty ? t('inbox.emptyMessage') : error}
          data-testid="composer"
        />
        <Button type="submit" loading={pending} mb={empty || error ? 22 : 0}>
          {t('inbox.send')}
        </Button>
      </Group>
    </Box>
  );
}

function MessageItem({
  message,
  conversation,
  canModerate,
}: {
  message: Message;
  conversation: Conversation;
  canModerate: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.message);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditMessage(conversation.id);
  const remove = useDeleteMessage(conversation.id);
  const like = useLikeMessage(conversation.id);
  const pin = usePinMessage(conversation.id);
  const author = message.user;
  const name = author ? author.fullName || author.userName : t('inbox.formerMember');
  const when = formatDate(message.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const mayEdit = !message.deleted && (message.isMine || canModerate);
  const mayPin = !message.deleted && (canModerate || conversation.kind === 'private');
  const failure = edit.error ?? remove.error ?? like.error ?? pin.error;

  const save = () => {
    if (!draft.trim()) return;
    edit.mutate({ id: message.id, message: draft }, { onSuccess: () => setEditing(false) });
  };

  return (
    <Box
      component="li"
      className="mb-message"
      data-mine={message.isMine || undefined}
      data-pinned={message.pinned || undefined}
      data-testid="message"
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Avatar src={author?.avatarUrl} alt="" radius="xl" color="teal.9" variant="filled" size={32}>
          {author ? initialsOf(author) : '?'}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={700}>
              {message.isMine ? t('inbox.you') : name}
            </Text>
            <Text size="xs" c="gray.7" component="time" dateTime={message.createdAt}>
              {when}
            </Text>
            {message.edited && !message.deleted ? (
              <Text size="xs" c="gray.7">
                {t('inbox.edited')}
              </Text>
            ) : null}
            {message.pinned ? (
              <Text size="xs" c="teal.9" fw={600}>
                {t('inbox.pinned')}
              </Text>
            ) : null}
          </Group>
          {editing ? (
            <Stack gap={4}>
              <Textarea
                label={t('inbox.editLabel')}
                autosize
                minRows={1}
                maxRows={6}
                value={draft}
                autoFocus
                onChange={(event) => setDraft(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    setEditing(false);
                  } else if (isSendKey(event)) {
                    event.preventDefault();
                    save();
                  }
                }}
                error={!draft.trim() ? t('inbox.emptyMessage') : undefined}
              />
              <Group gap="xs">
                <Button size="compact-sm" onClick={save} loading={edit.isPending}>
                  {t('inbox.save')}
                </Button>
                <Button size="compact-sm" variant="default" onClick={() => setEditing(false)}>
                  {t('inbox.cancel')}
                </Button>
              </Group>
            </Stack>
          ) : message.deleted ? (
            <Text size="sm" c="gray.7" fs="italic">
              {t('inbox.deleted')}
            </Text>
          ) : (
            <Text size="sm" className="mb-message-text">
              {message.message}
            </Text>
          )}
          {!message.deleted && !editing ? (
            <Group gap={4} className="mb-message-actions">
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                aria-pressed={message.liked}
                onClick={() => like.mutate({ id: message.id, like: !message.liked })}
              >
                <Text span inherit c={message.liked ? 'teal.9' : undefined}>
                  {message.liked ? t('inbox.liked') : t('inbox.like')}
                  {message.metadata.likes > 0 ? ` · ${message.metadata.likes}` : ''}
                </Text>
              </Button>
              {mayPin ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => pin.mutate({ id: message.id, pinned: !message.pinned })}
                >
                  {message.pinned ? t('inbox.unpin') : t('inbox.pin')}
                </Button>
              ) : null}
              {mayEdit ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => {
                    setDraft(message.message);
                    setEditing(true);
                  }}
                >
                  {t('inbox.edit')}
                </Button>
              ) : null}
              {mayEdit ? (
                confirming ? (
                  <Group gap={4}>
                    <Button
                      size="compact-xs"
                      color="red.8"
                      loading={remove.isPending}
                      onClick={() => remove.mutate(message.id, { onSettled: () => setConfirming(false) })}
                    >
                      {t('inbox.confirmDelete')}
                    </Button>
                    <Button size="compact-xs" variant="default" onClick={() => setConfirming(false)}>
                      {t('inbox.cancel')}
                    </Button>
                  </Group>
                ) : (
                  <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setConfirming(true)}>
                    <Text span inherit c="red.9">
                      {t('inbox.delete')}
                    </Text>
                  </Button>
                )
              ) : null}
              {message.isMine ? null : (
                <ReportButton targetType="message" targetID={message.id} size="compact-xs" variant="subtle" />
              )}
            </Group>
          ) : null}
          {failure ? (
            <Text size="xs" c="red.8" role="alert">
              {errorMessage(failure)}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Box>
  );
}

/** The conversation's pinned messages, above the thread (only when there are some). */
function PinnedStrip({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const pinned = usePinnedMessages(conversationId);
  const items = pinned.data?.messages ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={t('inbox.pinnedMessages')} className="mb-pinned">
      <Text size="xs" fw={700} c="gray.8" mb={4}>
        {t('inbox.pinnedMessages')} ({pinned.data?.total ?? items.length})
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((m) => (
          <Text component="li" key={m.id} size="sm" lineClamp={2}>
            <Text span fw={600} inherit>
              {m.isMine ? t('inbox.you') : (m.user?.firstName ?? m.user?.userName ?? '')}:{' '}
            </Text>
            {m.message}
          </Text>
        ))}
      </Box>
    </Box>
  );
}

function Messages({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const messages = useMessages(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const pages = messages.data?.pages ?? [];
  // Newest first from the server; a thread reads oldest to newest.
  const list = pages.flatMap((p) => p.messages).reverse();
  const newest = pages[0]?.messages[0]?.id;
  const canModerate = conversation.isSupervisor;

  // A new latest message scrolls the thread to the bottom; paging back keeps the place.
  useEffect(() => {
    if (newest === undefined) return;
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [newest]);

  if (messages.isPending) {
    return (
      <Group justify="center" p="lg">
        <Loader size="sm" aria-label={t('inbox.loadingMessages')} />
      </Group>
    );
  }
  if (messages.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap={6} align="flex-start">
          <Text size="sm">{t('inbox.messagesError')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void messages.refetch()}>
            {t('inbox.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Box
      ref={scroller}
      className="mb-thread"
      tabIndex={0}
      role="region"
      aria-label={t('inbox.messagesLabel')}
      data-testid="thread"
    >
      {messages.hasNextPage ? (
        <Group justify="center" py="xs">
          <Button
            size="compact-sm"
            variant="default"
            loading={messages.isFetchingNextPage}
            onClick={() => {
              const box = scroller.current;
              const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
              void messages.fetchNextPage().then(() => {
                // Keep the message that was at the top where it was.
                requestAnimationFrame(() => {
                  if (box) box.scrollTop = box.scrollHeight - fromBottom;
                });
              });
            }}
          >
            {t('inbox.older')}
          </Button>
        </Group>
      ) : null}
      {list.length === 0 ? (
        <Text size="sm" c="gray.7" ta="center" py="lg">
          {t('inbox.noMessagesYet')}
        </Text>
      ) : (
        <Box
          component="ol"
          m={0}
          p={0}
          aria-live="polite"
          aria-relevant="additions"
          className="mb-message-list"
        >
          {list.map((m) => (
            <MessageItem key={m.id} message={m} conversation={conversation} canModerate={canModerate} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * One conversation: its messages with paging back, the composer, and live updates. While it is
 * open it follows the conversation on the socket: a new message fetches the newer ones and marks
 * it read (spec/001 §4 "Conversation add").
 */
export function Thread({
  conversation,
  draft,
  me,
}: {
  conversation?: Conversation;
  draft?: Draft;
  me: string | undefined;
}) {
  const { t } = useTranslation();
  const socket = useSocket();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const send = useSendMessage();
  const markRead = useMarkRead();
  const mute = useMute(conversation?.id ?? 0);
  const pinConversation = usePinConversation(conversation?.id ?? 0);
  const id = conversation?.id;
  const unread = conversation?.unread ?? 0;
  const writable = useMayWrite(conversation ? undefined : draft?.users[0]);
  const [showPeople, setShowPeople] = useState(false);
  const { mutate: read } = markRead;

  useEffect(() => {
    if (id && unread > 0) read(id);
  }, [id, unread, read]);

  useEffect(() => {
    if (!socket || !id) return;
    const off = socket.subscribe('conversation', id);
    const offMessage = socket.on('message', (message) => {
      if (message.type !== 'conversation' || message.id !== id) return;
      void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(id) });
      if (message.action === 'add' && message.childType === 'message') read(id);
      if (message.childType === 'user') void queryClient.invalidateQueries({ queryKey: inboxKeys.targets() });
    });
    return () => {
      off();
      offMessage();
    };
  }, [socket, id, queryClient, read]);

  const title = conversation
    ? conversationTitle(conversation, me)
    : t('inbox.draftTitle', { name: draft?.users.join(', ') });
  const kindLabel = conversation ? t(`inbox.kind.${conversation.kind}`) : t('inbox.kind.private');
  const people = conversation?.users.filter((u) => u.userName.toLowerCase() !== me?.toLowerCase()) ?? [];

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz={20} data-testid="thread-title">
              {conversation?.public ? '# ' : ''}
              {title}
            </Title>
            <Text size="xs" c="gray.7">
              {kindLabel}
              {conversation && conversation.kind !== 'private' && people.length > 0
                ? ` · ${t('inbox.people', { count: conversation.usersCount })}`
                : ''}
            </Text>
          </Stack>
          {conversation ? (
            <Group gap="md" wrap="wrap">
              {conversation.kind === 'group' ? (
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => setShowPeople(true)}
                  data-testid="participants-button"
                >
                  {t('inbox.participants.open', { count: conversation.usersCount })}
                </Button>
              ) : null}
              <Switch
                label={t('inbox.pinConversation')}
                checked={conversation.pinned}
                disabled={pinConversation.isPending}
                onChange={(event) => pinConversation.mutate(event.currentTarget.checked)}
              />
              <Tooltip label={t('inbox.muteHint')} multiline w={240} withArrow>
                <Switch
                  label={t('inbox.mute')}
                  checked={conversation.muted}
                  disabled={mute.isPending}
                  onChange={(event) => mute.mutate(event.currentTarget.checked)}
                  data-testid="mute"
                />
              </Tooltip>
            </Group>
          ) : null}
        </Group>
        {mute.isError || pinConversation.isError ? (
          <Text size="xs" c="red.8" role="alert">
            {errorMessage(mute.error ?? pinConversation.error)}
          </Text>
        ) : null}
        {conversation?.kind === 'group' ? (
          <ParticipantsPanel
            conversation={conversation}
            me={me}
            opened={showPeople}
            onClose={() => setShowPeople(false)}
          />
        ) : null}
        {conversation ? <PinnedStrip conversationId={conversation.id} /> : null}
        {conversation ? (
          <Messages conversation={conversation} />
        ) : writable.blocked ? (
          // Said before anything is typed, with the way out (issue 16, item 7).
          <Alert
            color="gray"
            title={t('inbox.blocked.title', { name: writable.name })}
            data-testid="write-blocked"
          >
            <Stack gap={4}>
              <Text size="sm">{t('inbox.blocked.rule')}</Text>
              <Text size="sm">{t('inbox.blocked.wayOut', { name: writable.name })}</Text>
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c="gray.7" ta="center" py="lg">
            {t('inbox.draftEmpty')}
          </Text>
        )}
        {writable.blocked ? null : (
          <Composer
            pending={send.isPending}
            error={send.error ? errorMessage(send.error) : null}
            onSend={(text) =>
              send
                .mutateAsync({ conversationId: id ?? null, users: draft?.users ?? [], message: text })
                .then((result) => {
                  // A draft became a conversation: its address stays, now naming the real one.
                  if (!id && conversation === undefined && draft) {
                    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
                    void navigate(to(`/inbox/${encodeURIComponent(draft.users[0] ?? '')}`), {
                      replace: true,
                    });
                  }
                  return result;
                })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
