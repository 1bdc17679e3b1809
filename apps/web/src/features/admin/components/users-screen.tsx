import { ROLES, type Role } from '@makerboard/shared/constants';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { impersonate } from '../../../api/session.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAdminUser, usePeople, useSetRoles } from '../api/users.ts';
import { Loading } from './loading.tsx';
import { DisabledBadge, PersonAccount } from './person-account.tsx';

/**
 * Acting as someone else asks again (a step-up confirmation): the admin types the person's
 * username before the switch happens; su/exit returns to this screen.
 */
function ImpersonateDialog({ userName, onClose }: { userName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const to = usePartnerPath();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === userName.toLowerCase();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.users.impersonateTitle', { name: userName })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!matches) return;
          setBusy(true);
          setError(null);
          try {
            await impersonate(userName, location.pathname + location.search);
            navigate(to('/home'));
          } catch (e) {
            setError(errorMessage(e));
            setBusy(false);
          }
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('admin.users.impersonateIntro')}</Text>
          <TextInput
            label={t('admin.users.impersonateConfirm', { name: userName })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.users.cancel')}
            </Button>
            <Button type="submit" color="orange.9" disabled={!matches} loading={busy}>
              {t('admin.users.impersonate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PersonPanel({ userName, readOnly }: { userName: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const person = useAdminUser(userName);
  const save = useSetRoles(userName);
  const [roles, setRoles] = useState<Role[] | null>(null);
  const [asking, setAsking] = useState(false);
  useEffect(() => setRoles(null), []);
  return (
    <Card withBorder padding="lg" radius="md">
      <QueryState loading={<Loading />} query={person}>
        {({ user }) => {
          const current =
            roles ?? (user.roles.filter((r) => (ROLES as readonly string[]).includes(r)) as Role[]);
          return (
            <Stack gap="md">
              <Group gap="sm">
                <Stack gap={0}>
                  <Title order={2} fz="lg">
                    {user.fullName}
                  </Title>
                  <Text size="sm" c="dimmed">
                    @{user.userName}
                  </Text>
                </Stack>
                <DisabledBadge user={user} />
              </Group>
              <Checkbox.Group
                label={t('admin.users.roles')}
                value={current}
                onChange={(value) => setRoles(value as Role[])}
              >
                <Stack gap={6} mt={6}>
                  {ROLES.map((role) => (
                    <Checkbox key={role} value={role} label={t(`admin.roles.${role}`)} disabled={readOnly} />
                  ))}
                </Stack>
              </Checkbox.Group>
              {save.isError ? (
                <Alert color="red" role="alert">
                  {errorMessage(save.error)}
                </Alert>
              ) : null}
              {save.isSuccess && roles === null ? (
                <Text size="sm" c="teal.9" role="status">
                  {t('admin.users.saved')}
                </Text>
              ) : null}
              {readOnly ? null : (
                <Group gap="sm">
                  <Button
                    disabled={roles === null}
                    loading={save.isPending}
                    onClick={() => save.mutate(current, { onSuccess: () => setRoles(null) })}
                  >
                    {t('admin.users.saveRoles')}
                  </Button>
                  {user.roles.includes('admin') || user.disabled ? null : (
                    <Button variant="default" color="orange.9" onClick={() => setAsking(true)}>
                      {t('admin.users.impersonate')}
                    </Button>
                  )}
                </Group>
              )}
              {asking ? (
                <ImpersonateDialog userName={user.userName} onClose={() => setAsking(false)} />
              ) : null}
              <PersonAccount user={user} readOnly={readOnly} />
            </Stack>
          );
        }}
      </QueryState>
    </Card>
  );
}

/** What a username may look like (the search box's text is offered as one when it could be). */
const USERNAME = /^[A-Za-z0-9_.-]{2,40}$/;

/**
 * People (admin/users/list): search by name, see and (admins) change their roles, kind of account,
 * awards they may give, act as them, disable their account.
 */
export function UsersScreen({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const people = usePeople(debounced);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <TextInput
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchHint')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        type="search"
      />
      <QueryState
        loading={<Loading />}
        query={people}
        isEmpty={(list) => list.length === 0}
        empty={<Text>{t('admin.users.none')}</Text>}
      >
        {(list) => (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((p) => (
              <li key={p.id}>
                <UnstyledButton
                  onClick={() => setChosen(p.userName)}
                  aria-pressed={chosen === p.userName}
                  p="xs"
                  w="100%"
                  style={{
                    borderRadius: 8,
                    background: chosen === p.userName ? 'var(--mantine-color-gray-1)' : undefined,
                  }}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {p.fullName}{' '}
                      <Text span c="dimmed" size="sm">
                        @{p.userName}
                      </Text>
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      {/* A disabled account is in no search: its exact username opens it. */}
      {USERNAME.test(debounced) &&
      !people.data?.some((p) => p.userName.toLowerCase() === debounced.toLowerCase()) ? (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setChosen(debounced)}>
            {t('admin.users.openByName', { name: debounced })}
          </Button>
        </Group>
      ) : null}
      {chosen ? <PersonPanel key={chosen} userName={chosen} readOnly={readOnly} /> : null}
    </Stack>
  );
}
