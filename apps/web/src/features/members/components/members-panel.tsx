import type { Board, Membership } from '@makerboard/shared';
import { hasAdminTypeRole } from '@makerboard/shared/constants';
import {
  anonymousRole,
  type BaseRole,
  baseRoleOf,
  GRANTABLE_BASE_ROLES,
  ROLE_GRANTS,
} from '@makerboard/shared/roles';
import { Alert, Button, Checkbox, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useBulkInvite } from '../api/bulk-invite.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useBoardMembers } from '../api/list-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useUpdateMember } from '../api/update-member.ts';
import {
  BulkInviteForm,
  ConfirmButton,
  InviteForm,
  MemberCard,
  RoleSelect,
  splitEmails,
  useRoleLabel,
} from './member-parts.tsx';

export { splitEmails };

/** The roles the signed-in person may give, change or take away (the shared ROLE_GRANTS table). */
export function grantableBy(memberRole: string | null, staff: boolean): readonly BaseRole[] {
  const base = staff ? 'coowner' : baseRoleOf(memberRole);
  return base ? ROLE_GRANTS[base] : [];
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
  /** One leaves (or declines) one's own membership; the owner stays. */
  const mayLeave = self && base !== 'owner';

  return (
    <MemberCard
      user={member.user}
      name={name}
      self={self}
      roleLabel={label(member.role, member.customRole)}
      pending={member.status === 'pending'}
      error={update.error ?? remove.error}
      actions={
        manageable || mayLeave ? (
          <>
            {manageable ? (
              <RoleSelect
                name={name}
                value={member.role}
                disabled={update.isPending}
                options={grantable.flatMap((role) => [
                  { value: role, label: label(role) },
                  { value: anonymousRole(role), label: label(anonymousRole(role)) },
                ])}
                onChange={(role) => {
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
            ) : null}
            {manageable && !self ? (
              <ConfirmButton
                danger
                confirm={t('members.confirmRemove', { name })}
                loading={remove.isPending}
                onConfirmed={() => remove.mutate(member.user!.userName)}
              >
                {t('members.remove')}
              </ConfirmButton>
            ) : null}
            {mayLeave ? (
              <ConfirmButton
                confirm={t(member.status === 'pending' ? 'members.confirmDecline' : 'members.confirmLeave')}
                loading={remove.isPending}
                onConfirmed={() =>
                  remove.mutate(member.user!.userName, {
                    onSuccess: () => {
                      if (boardPrivate) navigate(to('/home'), { replace: true });
                    },
                  })
                }
              >
                {member.status === 'pending' ? t('members.decline') : t('members.leave')}
              </ConfirmButton>
            ) : null}
          </>
        ) : null
      }
    />
  );
}

/** The board's invitation: a custom role is named, and any role may be taken anonymously. */
function BoardInviteForm({ boardId, grantable }: { boardId: number; grantable: readonly BaseRole[] }) {
  const { t } = useTranslation();
  const invite = useInviteMember(boardId);
  const [customRole, setCustomRole] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  return (
    <InviteForm
      roles={grantable}
      initialRole={grantable.includes('contributor') ? 'contributor' : (grantable[0] ?? 'viewer')}
      pending={invite.isPending}
      error={invite.error}
      onInvite={(lookup, role, done) =>
        invite.mutate(
          {
            lookup,
            role: anonymous ? anonymousRole(role as BaseRole) : role,
            ...(role === 'custom' ? { customRole: customRole.trim() } : {}),
          },
          { onSuccess: done },
        )
      }
      extra={(role) => (
        <>
          {role === 'custom' ? (
            <TextInput
              label={t('members.customRole')}
              value={customRole}
              onChange={(event) => setCustomRole(event.currentTarget.value)}
              required
              maxLength={60}
            />
          ) : null}
          <Checkbox
            label={t('members.anonymous')}
            checked={anonymous}
            onChange={(event) => setAnonymous(event.currentTarget.checked)}
          />
        </>
      )}
    />
  );
}

function BoardBulkInvite({ boardId }: { boardId: number }) {
  return <BulkInviteForm bulk={useBulkInvite(boardId)} />;
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
            <BoardInviteForm
              boardId={board.id}
              grantable={grantable.filter((r) => GRANTABLE_BASE_ROLES.includes(r as never))}
            />
            {grantable.includes('contributor') ? <BoardBulkInvite boardId={board.id} /> : null}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
