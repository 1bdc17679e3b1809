import type { Conversation } from '@makerboard/shared';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { useSession } from '../../api/session-store.ts';
import { useDocumentTitle } from '../../components/page.tsx';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { type Target, useConversation } from './api/get-conversation.ts';
import { useConversations } from './api/list-conversations.ts';
import { usePublicConversations } from './api/list-public-conversations.ts';
import { useMayWrite } from './api/may-write.ts';
import { conversationPath, conversationTitle } from './conversation-path.ts';
import { NewGroupDialog } from './new-group-dialog.tsx';
import { Thread } from './thread.tsx';
import './inbox.css';

/** The draft conversation of spec/000 §3: id "draft", no messages, the people it will be with. */
export interface Draft {
  draft: true;
  users: string[];
}

/** Which conversation the address names (docs/routes.md): by username, board, topic or id. */
function useRouteTarget(me: string | undefined) {
  const params = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const mine = useConversations();
  const path = pathname.toLowerCase();
  const byId = Number(search.get('conversation'));
  return useMemo((): { target: Target | null; draft: Draft | null; self: boolean; pending: boolean } => {
    const none = { target: null, draft: null, self: false, pending: false };
    if (params.topic && path.includes('/inbox/public/'))
      return { ...none, target: { kind: 'public', topic: params.topic } };
    if (params.topic && path.includes('/inbox/group/'))
      return { ...none, target: { kind: 'group', topic: params.topic } };
    if (params.projectID && path.includes('/inbox/project/')) {
      const projectID = Number(params.projectID);
      if (!Number.isSafeInteger(projectID) || projectID <= 0) return none;
      return {
        ...none,
        target: { kind: 'project', projectID, chatType: search.get('chatType') || 'project' },
      };
    }
    if (Number.isSafeInteger(byId) && byId > 0) return { ...none, target: { kind: 'id', id: byId } };
    const username = params.username;
    if (!username) return none;
    if (username.toLowerCase() === me?.toLowerCase()) return { ...none, self: true };
    if (mine.isPending) return { ...none, pending: true };
    const existing = mine.data?.conversations.find(
      (c) => c.kind === 'private' && c.users.some((u) => u.userName.toLowerCase() === username.toLowerCase()),
    );
    if (existing) return { ...none, target: { kind: 'id', id: existing.id } };
    return { ...none, draft: { draft: true, users: [username] } };
  }, [params.topic, params.projectID, params.username, path, search, byId, me, mine.isPending, mine.data]);
}

function ConversationItem({
  conversation,
  me,
  active,
}: {
  conversation: Conversation;
  me: string | undefined;
  active: boolean;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const title = conversationTitle(conversation, me);
  const last = conversation.lastMessage;
  const preview = last ? (last.deleted ? t('inbox.deleted') : last.message) : t('inbox.noMessagesYet');
  const unread = conversation.unread > 0;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={to(conversationPath(conversation, me))}
        className="mb-inbox-item"
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        data-testid="conversation-item"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unread ? 700 : 600} size="sm" truncate>
            {conversation.public ? '# ' : ''}
            {title}
          </Text>
          <Group gap={4} wrap="nowrap">
            {conversation.pinned ? (
              <Badge size="xs" variant="light" color="gray">
                {t('inbox.pinnedBadge')}
              </Badge>
            ) : null}
            {conversation.muted ? (
              <Badge size="xs" variant="light" color="gray">
                {t('inbox.mutedBadge')}
              </Badge>
            ) : null}
            {unread ? (
              <Badge
                size="sm"
                color="red.8"
                variant="filled"
                aria-label={t('inbox.unreadCount', { count: conversation.unread })}
              >
                {conversation.unread}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <Text size="xs" c="gray.7" truncate>
          {last?.user && !last.isMine ? `${last.user.firstName || last.user.userName}: ` : ''}
          {last?.isMine ? `${t('inbox.you')}: ` : ''}
          {preview}
        </Text>
      </UnstyledButton>
    </li>
  );
}

function NewChat({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        const value = name.trim().replace(/^@/, '');
        if (!value) {
          setError(t('inbox.usernameRequired'));
          return;
        }
        onClose();
        void navigate(to(`/inbox/${encodeURIComponent(value)}`));
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('inbox.newChatLabel')}
          placeholder={t('inbox.newChatPlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
          autoFocus
          autoComplete="off"
        />
        <Group gap="xs">
          <Button type="submit" size="compact-sm">
            {t('inbox.startChat')}
          </Button>
          <Button variant="default" size="compact-sm" onClick={onClose}>
            {t('inbox.cancel')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}

function ListSection({
  title,
  query,
  me,
  activeId,
  empty,
  draft,
}: {
  title: string;
  query: ReturnType<typeof useConversations>;
  me: string | undefined;
  activeId: number | null;
  empty: string;
  draft?: Draft | null;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const id = `inbox-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  // A chat one may not start is never listed as a draft (no dead "Not sent yet" rows).
  const draftBlocked = useMayWrite(draft?.users[0]).blocked;
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Text component="h2" id={id} fw={700} size="sm" c="gray.8" m={0}>
        {title}
      </Text>
      {query.isPending ? (
        <Group justify="center" p="sm">
          <Loader size="sm" aria-label={t('inbox.loading')} />
        </Group>
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{t('inbox.listError')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
              {t('inbox.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Box component="ul" m={0} p={0} className="mb-inbox-list">
          {draft && !draftBlocked ? (
            <li>
              <UnstyledButton
                component={Link}
                to={to(`/inbox/${encodeURIComponent(draft.users[0] ?? '')}`)}
                className="mb-inbox-item"
                data-active
                aria-current="page"
              >
                <Text fw={700} size="sm" truncate>
                  {t('inbox.draftTitle', { name: draft.users.join(', ') })}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('inbox.draftHint')}
                </Text>
              </UnstyledButton>
            </li>
          ) : null}
          {query.data.conversations.map((c) => (
            <ConversationItem key={c.id} conversation={c} me={me} active={c.id === activeId} />
          ))}
          {query.data.conversations.length === 0 && !draft ? (
            <Text component="li" size="sm" c="gray.7" px="xs">
              {empty}
            </Text>
          ) : null}
        </Box>
      )}
    </Stack>
  );
}

/** The inbox (spec/000 §2 inbox/…): conversations on the left, the open thread on the right. */
export function InboxPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = session.user?.userName;
  const to = usePartnerPath();
  const [newChat, setNewChat] = useState(false);
  const [newGroup, setNewGroup] = useState(false);
  const [search, setSearch] = useState('');
  // One request after typing pauses, not one per key.
  const [searched] = useDebouncedValue(search, 250);
  const route = useRouteTarget(me);
  const mine = useConversations(searched);
  const publicTopics = usePublicConversations();
  const conversation = useConversation(route.target);
  const open = conversation.data ?? null;
  const selected = route.target !== null || route.draft !== null || route.self;
  useDocumentTitle(open ? `${conversationTitle(open, me)} · ${t('inbox.title')}` : t('inbox.title'));

  useEffect(() => {
    if (route.draft) setNewChat(false);
  }, [route.draft]);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('inbox.title')}
          </Title>
          <Group gap="xs">
            {newChat ? null : (
              <Button onClick={() => setNewChat(true)} variant="filled">
                {t('inbox.newChat')}
              </Button>
            )}
            <Button onClick={() => setNewGroup(true)} variant="default">
              {t('inbox.group.new')}
            </Button>
          </Group>
        </Group>
        <NewGroupDialog opened={newGroup} onClose={() => setNewGroup(false)} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }} className={selected ? 'mb-inbox-aside' : undefined}>
            <Paper withBorder p="sm" radius="md">
              <Stack gap="md">
                {newChat ? <NewChat onClose={() => setNewChat(false)} /> : null}
                <TextInput
                  type="search"
                  label={t('inbox.searchLabel')}
                  placeholder={t('inbox.searchPlaceholder')}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  size="sm"
                />
                <ListSection
                  title={t('inbox.privateSection')}
                  query={mine}
                  me={me}
                  activeId={open?.kind !== 'public' ? (open?.id ?? null) : null}
                  empty={search.trim() ? t('inbox.noMatch') : t('inbox.emptyPrivate')}
                  draft={route.draft}
                />
                <ListSection
                  title={t('inbox.publicSection')}
                  query={publicTopics}
                  me={me}
                  activeId={open?.kind === 'public' ? open.id : null}
                  empty={t('inbox.emptyPublic')}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected ? (
              <Anchor component={Link} to={to('/inbox')} hiddenFrom="md" size="sm" mb="xs" display="block">
                {t('inbox.back')}
              </Anchor>
            ) : null}
            {route.self ? (
              <Alert color="yellow" variant="light">
                {t('inbox.selfChat')}
              </Alert>
            ) : route.pending || (route.target && conversation.isPending) ? (
              <Group justify="center" p="xl">
                <Loader aria-label={t('inbox.loadingConversation')} />
              </Group>
            ) : route.target && conversation.isError ? (
              <Alert color="red" variant="light" role="alert" title={t('inbox.openError')}>
                <Stack gap={6} align="flex-start">
                  <Text size="sm">{errorMessage(conversation.error)}</Text>
                  <Button size="compact-sm" variant="default" onClick={() => void conversation.refetch()}>
                    {t('inbox.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : open ? (
              <Thread key={open.id} conversation={open} me={me} />
            ) : route.draft ? (
              <Thread key={`draft-${route.draft.users.join(',')}`} draft={route.draft} me={me} />
            ) : (
              <Paper withBorder p="xl" radius="md">
                <Stack gap="xs" align="center">
                  <Text fw={600}>{t('inbox.pickTitle')}</Text>
                  <Text size="sm" c="gray.7" ta="center">
                    {t('inbox.pickHint')}
                  </Text>
                </Stack>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
