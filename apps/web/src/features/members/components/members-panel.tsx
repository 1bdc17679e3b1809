import type { Board, Membership } from '@makerboard/shared';
import { hasAdminTypeRole } from '@makerboard/shared/constants';
import {
  anonymousRole,
  type BaseRole,
  baseRoleOf,
  GRANTABLE_BASE_ROLES,
  isAnonymousRole,
  ROLE_GRANTS,
} from '@makerboard/shared/roles';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useBulkInvite } from '../api/bulk-invite.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useBoardMembers } from '../api/list-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useUpdateMember } from '../api/update-member.ts';

/** The roles the signed-in person may give, change or take away (the shared ROLE_GRANTS table). */
export function grantableBy(memberRole: string | null, staff: boolean): readonly BaseRole[] {
  const base = staff ? 'coowner' : baseRoleOf(memberRole);
  return base ? ROLE_GRANTS[base] : [];
}

function useRoleLabel() {
  const { t } = useTranslation();
  return (role: string, customRole?: string | null) => {
    const base = baseRoleOf(role);
    const name = base === 'custom' && customRole ? customRole : t(`members.roles.${base ?? 'viewer'}`);
    return isAnonymousRole(role) ? t('members.anonymousRole', { role: name }) : name;
  };
}

function MemberRow({
  member,
  boardId,
  boardPrivate,
  grantable,
  me,
}: {
  member: Membership;
  boardId: number;
  /** One who leaves a private board can no longer see it: they go home instead. */
  boardPrivate: boolean;
  grantable: readonly BaseRole[];
  me: string | undefined;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const navigate = useNavigate();
  const label = useRoleLabel();
  const update = useUpdateMember(boardId);
  const remove = useRemoveMember(boardId);
  const base = baseRoleOf(member.role);
  const self = !!me && member.user?.userName === me;
  const manageable = !!member.user && !!base && base !== 'owner' && grantable.includes(base);
  const name = member.user ? member.user.fullName || member.user.userName : t('members.hiddenMember');
  const error = update.error ?? remove.error;

  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap={6}>
            {member.user ? (
              <Anchor component={Link} to={to(`/profile/${member.user.userName}/about`)} fw={600} c="teal.9">
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            {self ? (
              <Badge size="sm" variant="outline" color="gray.8">
                {t('members.you')}
              </Badge>
            ) : null}
          </Group>
          <Group gap={6}>
            <Badge variant="outline" color="teal.9" tt="none">
              {label(member.role, member.customRole)}
            </Badge>
            {member.status === 'pending' ? (
              <Badge variant="outline" color="grape.9" tt="none">
                {t('members.pending')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs">
          {manageable ? (
            <>
              <NativeSelect
                size="xs"
                aria-label={t('members.changeRoleFor', { name })}
                value={member.role}
                disabled={update.isPending}
                data={grantable.flatMap((role) => [
                  { value: role, label: label(role) },
                  { value: anonymousRole(role), label: label(anonymousRole(role)) },
                ])}
                onChange={(event) => {
                  const role = event.currentTarget.value;
                  let customRole: string | undefined;
                  if (baseRoleOf(role) === 'custom') {
                    customRole = window.prompt(t('members.customRolePrompt'), member.customRole ?? '') ?? '';
                    if (!customRole.trim()) return;
                  }
                  update.mutate({
                    userName: member.user!.userName,
                    role,
                    ...(customRole ? { customRole } : {}),
                  });
                }}
              />
              {!self ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  loading={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('members.confirmRemove', { name })))
                      remove.mutate(member.user!.userName);
                  }}
                >
                  {t('members.remove')}
                </Button>
              ) : null}
            </>
          ) : null}
          {self && base !== 'owner' ? (
            <Button
              size="xs"
              variant="default"
              loading={remove.isPending}
              onClick={() => {
                if (
                  window.confirm(
                    t(member.status === 'pending' ? 'members.confirmDecline' : 'members.confirmLeave'),
                  )
                )
                  remove.mutate(member.user!.userName, {
                    onSuccess: () => {
                      if (boardPrivate) navigate(to('/home'), { replace: true });
                    },
                  });
              }}
            >
              {member.status === 'pending' ? t('members.decline') : t('members.leave')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {error ? (
        <Text size="sm" c="red.9" role="alert" mt={6}>
          {errorMessage(error)}
        </Text>
      ) : null}
    </Paper>
  );
}

function InviteForm({ boardId, grantable }: { boardId: number; grantable: readonly BaseRole[] }) {
  const { t } = useTranslation();
  const label = useRoleLabel();
  const invite = useInviteMember(boardId);
  const initial = grantable.includes('contributor') ? 'contributor' : (grantable[0] ?? 'viewer');
  const [lookup, setLookup] = useState('');
  const [role, setRole] = useState<BaseRole>(initial);
  const [customRole, setCustomRole] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    invite.mutate(
      {
        lookup: lookup.trim(),
        role: anonymous ? anonymousRole(role) : role,
        ...(role === 'custom' ? { customRole: customRole.trim() } : {}),
      },
      {
        onSuccess: () => {
          setSent(lookup.trim());
          setLookup('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="invite-heading">
      <Stack gap="sm">
        <Title order={3} fz="md" id="invite-heading">
          {t('members.inviteTitle')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('members.lookup')}
            description={t('members.lookupHint')}
            value={lookup}
            onChange={(event) => setLookup(event.currentTarget.value)}
            required
            maxLength={254}
            style={{ flex: '1 1 220px' }}
          />
          <NativeSelect
            label={t('members.role')}
            value={role}
            onChange={(event) => setRole(event.currentTarget.value as BaseRole)}
            data={grantable.map((r) => ({ value: r, label: label(r) }))}
          />
          {role === 'custom' ? (
            <TextInput
              label={t('members.customRole')}
              value={customRole}
              onChange={(event) => setCustomRole(event.currentTarget.value)}
              required
              maxLength={60}
            />
          ) : null}
        </Group>
        <Checkbox
          label={t('members.anonymous')}
          checked={anonymous}
          onChange={(event) => setAnonymous(event.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={invite.isPending} disabled={!lookup.trim()}>
            {t('members.invite')}
          </Button>
        </Group>
        {sent ? (
          <Alert color="teal" role="status">
            {t('members.invited', { name: sent })}
          </Alert>
        ) : null}
        {invite.error ? (
          <Alert color="red" role="alert">
            {errorMessage(invite.error)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** Splits pasted addresses: commas, semicolons, spaces and new lines all separate. */
export function splitEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  ];
}

function BulkInviteForm({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const bulk = useBulkInvite(boardId);
  const [text, setText] = useState('');
  const emails = splitEmails(text);
  return (
    <form
      aria-labelledby="bulk-heading"
      onSubmit={(event) => {
        event.preventDefault();
        bulk.mutate(emails, { onSuccess: () => setText('') });
      }}
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id="bulk-heading">
          {t('members.bulkTitle')}
        </Title>
        <Textarea
          label={t('members.bulkEmails')}
          description={t('members.bulkHint')}
          autosize
          minRows={3}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant="default" loading={bulk.isPending} disabled={emails.length === 0}>
            {t('members.bulkInvite', { count: emails.length })}
          </Button>
        </Group>
        {bulk.data ? (
          <Alert color="teal" role="status">
            {t('members.bulkDone', { count: bulk.data.memberships.length })}
            {bulk.data.skipped.length
              ? ` ${t('members.bulkSkipped', { emails: bulk.data.skipped.map((s) => s.email).join(', ') })}`
              : ''}
          </Alert>
        ) : null}
        {bulk.error ? (
          <Alert color="red" role="alert">
            {errorMessage(bulk.error)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

/** The board's members (spec/000 §3 Membership, §6): everyone sees them, managers manage them. */
export function MembersPanel({ board }: { board: Board }) {
  const { t, i18n } = useTranslation();
  const label = useRoleLabel();
  const session = useSession();
  const members = useBoardMembers(board.id);
  const staff = hasAdminTypeRole(session.user?.roles);
  const grantable = session.status === 'loggedIn' ? grantableBy(board.memberRole, staff) : [];
  const manager = grantable.length > 0;

  return (
    <Stack gap="lg">
      {members.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : members.isError ? (
        <Alert color="red" role="alert" title={t('common.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text>{errorMessage(members.error)}</Text>
            <Button size="xs" onClick={() => void members.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : members.data.memberships.length === 0 ? (
        <Text c="gray.7">{t('members.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('members.title')}
        >
          {members.data.memberships.map((member, index) => (
            <MemberRow
              key={member.user?.userName ?? `hidden-${index}`}
              member={member}
              boardId={board.id}
              boardPrivate={board.isPrivate || board.isDraft}
              grantable={grantable}
              me={session.user?.userName}
            />
          ))}
        </Stack>
      )}
      {manager && members.data?.invitations.length ? (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('members.openInvitations')}
          </Title>
          {members.data.invitations.map((invitation) => (
            <Text key={`${invitation.email}-${invitation.expiresAt}`} size="sm">
              {invitation.email} · {label(invitation.role, invitation.customRole)} ·{' '}
              {t('members.expires', {
                date: new Date(invitation.expiresAt).toLocaleDateString(i18n.language, {
                  dateStyle: 'medium',
                }),
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
      {manager ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="xl">
            <InviteForm
              boardId={board.id}
              grantable={grantable.filter((r) => GRANTABLE_BASE_ROLES.includes(r as never))}
            />
            {grantable.includes('contributor') ? <BulkInviteForm boardId={board.id} /> : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
