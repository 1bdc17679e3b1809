import type { Board } from '@makerboard/shared';
import { hasAdminTypeRole } from '@makerboard/shared/constants';
import { baseRoleOf } from '@makerboard/shared/roles';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useLinkBoard } from '../api/link-board.ts';
import { useBoardLinks } from '../api/list-links.ts';
import { useUnlinkBoard } from '../api/unlink-board.ts';
import { boardIdFrom } from '../board-id.ts';

/**
 * Linked child boards (spec/000 §3 Project.links). The owner, co-owners and staff link and unlink;
 * a link added or deleted elsewhere reloads the list live (spec/000 §4, realtime/live-project.ts).
 */
export function LinkedBoards({ board }: { board: Board }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const session = useSession();
  const links = useBoardLinks(board.id);
  const link = useLinkBoard(board.id);
  const unlink = useUnlinkBoard(board.id);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const base = baseRoleOf(board.memberRole);
  const mayLink =
    session.status === 'loggedIn' &&
    (base === 'owner' || base === 'coowner' || hasAdminTypeRole(session.user?.roles));

  return (
    <Stack gap="md">
      {links.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : links.isError ? (
        <Alert color="red" role="alert" title={t('common.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text>{errorMessage(links.error)}</Text>
            <Button size="xs" onClick={() => void links.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : links.data.links.length === 0 ? (
        <Text c="gray.7">{t('members.links.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('members.tabs.links')}
        >
          {links.data.links.map((child) => (
            <Paper key={child.id} withBorder p="sm" radius="md" component="li">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={0}>
                  <Anchor component={Link} to={to(`/story/${child.id}`)} fw={600} c="teal.9">
                    {child.title || t('boards.untitled')}
                  </Anchor>
                  {child.user ? (
                    <Text size="sm" c="gray.7">
                      {t('boards.by')} {child.user.fullName || child.user.userName}
                    </Text>
                  ) : null}
                </Stack>
                {mayLink ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    aria-label={t('members.links.unlinkNamed', { title: child.title })}
                    loading={unlink.isPending && unlink.variables === child.id}
                    onClick={() => unlink.mutate(child.id)}
                  >
                    {t('members.links.unlink')}
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {unlink.error ? (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(unlink.error)}
        </Text>
      ) : null}
      {mayLink ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const id = boardIdFrom(text);
            setInvalid(id === null);
            if (id !== null) link.mutate(id, { onSuccess: () => setText('') });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('members.links.add')}
              description={t('members.links.addHint')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={invalid ? t('members.links.invalid') : undefined}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={link.isPending} disabled={!text.trim()}>
              {t('members.links.link')}
            </Button>
          </Group>
          {link.error ? (
            <Text size="sm" c="red.9" role="alert" mt={6}>
              {errorMessage(link.error)}
            </Text>
          ) : null}
        </form>
      ) : null}
    </Stack>
  );
}
