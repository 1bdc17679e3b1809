import type { Board, PostMembership, Section } from '@makerboard/shared';
import { hasAdminTypeRole } from '@makerboard/shared/constants';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { useAcceptSectionInvite } from '../api/accept-section-invite.ts';
import { useBulkInviteSection } from '../api/bulk-invite-section.ts';
import { useInviteSectionMember } from '../api/invite-section-member.ts';
import { useSectionMembers } from '../api/list-section-members.ts';
import { useMySectionMembership } from '../api/my-section-membership.ts';
import { useRemoveSectionMember } from '../api/remove-section-member.ts';
import { useUpdateSectionMember } from '../api/update-section-member.ts';
import {
  BulkInviteForm,
  ConfirmButton,
  InviteForm,
  MemberCard,
  RoleSelect,
  useRoleLabel,
} from './member-parts.tsx';
import { grantableBy } from './members-panel.tsx';

/**
 * The roles a section's members are given: a Contributor edits that one section, a Viewer follows
 * it (a post role counts for editing only: posts.policy.ts).
 */
export const SECTION_ROLES = ['contributor', 'viewer'] as const;

/**
 * Who manages a section's members, as the server's `section` rule decides (posts.policy.ts
 * managesSectionMembers): staff, the section's author, and the board's member managers.
 */
export function managesSectionMembers(
  board: Pick<Board, 'memberRole'>,
  section: Pick<Section, 'user'>,
  user: { userName: string; roles: string[] } | null,
): boolean {
  if (!user) return false;
  return (
    hasAdminTypeRole(user.roles) ||
    section.user?.userName === user.userName ||
    grantableBy(board.memberRole, false).length > 0
  );
}

function SectionMemberRow({
  member,
  boardId,
  postId,
  manager,
  me,
}: {
  member: PostMembership;
  boardId: number;
  postId: number;
  manager: boolean;
  me: string | undefined;
}) {
  const { t } = useTranslation();
  const label = useRoleLabel();
  const update = useUpdateSectionMember(boardId, postId);
  const remove = useRemoveSectionMember(boardId, postId);
  const accept = useAcceptSectionInvite(boardId, postId);
  const self = !!me && member.user.userName === me;
  const name = member.user.fullName || member.user.userName;
  const pending = member.status === 'pending';
  const roles: string[] = [...SECTION_ROLES];
  if (!roles.includes(member.role)) roles.push(member.role);
  return (
    <MemberCard
      user={member.user}
      name={name}
      self={self}
      roleLabel={label(member.role)}
      pending={pending}
      error={update.error ?? remove.error ?? accept.error}
      actions={
        <>
          {manager && !self ? (
            <>
              <RoleSelect
                name={name}
                value={member.role}
                disabled={update.isPending}
                options={roles.map((role) => ({ value: role, label: label(role) }))}
                onChange={(role) => update.mutate({ userName: member.user.userName, role })}
              />
              <ConfirmButton
                danger
                confirm={t('members.confirmRemove', { name })}
                loading={remove.isPending}
                onConfirmed={() => remove.mutate(member.user.userName)}
              >
                {t('members.remove')}
              </ConfirmButton>
            </>
          ) : null}
          {self && pending ? (
            <Button size="xs" loading={accept.isPending} onClick={() => accept.mutate(undefined)}>
              {t('members.section.accept')}
            </Button>
          ) : null}
          {self ? (
            <ConfirmButton
              confirm={t(pending ? 'members.confirmDecline' : 'members.section.confirmLeave')}
              loading={remove.isPending}
              onConfirmed={() => remove.mutate(member.user.userName)}
            >
              {pending ? t('members.decline') : t('members.section.leave')}
            </ConfirmButton>
          ) : null}
        </>
      }
    />
  );
}

/**
 * A section's members (spec/000 §3 post memberships; spec/001 §7 Posts "Members"): everyone who
 * sees the section sees its active members; its managers also the invited ones, and they invite
 * people with a role, change a role and remove someone. The invited person accepts or declines
 * here too. What the server refuses is said with its own message.
 */
export function SectionMembersPanel({ board, section }: { board: Board; section: Section }) {
  const { t } = useTranslation();
  const session = useSession();
  const members = useSectionMembers(board.id, section.id);
  const invite = useInviteSectionMember(board.id, section.id);
  const bulk = useBulkInviteSection(board.id, section.id);
  const me = session.status === 'loggedIn' ? session.user : null;
  const manager = managesSectionMembers(board, section, me);
  const list = members.data?.postMembers ?? [];

  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('members.section.hint')}
      </Text>
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
      ) : list.length === 0 ? (
        <Text c="gray.7">{t('members.section.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('members.section.listLabel')}
        >
          {list.map((member) => (
            <SectionMemberRow
              key={member.user.userName}
              member={member}
              boardId={board.id}
              postId={section.id}
              manager={manager}
              me={me?.userName}
            />
          ))}
        </Stack>
      )}
      {manager ? (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="xl">
            <InviteForm
              roles={SECTION_ROLES}
              initialRole="contributor"
              pending={invite.isPending}
              error={invite.error}
              onInvite={(lookup, role, done) => invite.mutate({ lookup, role }, { onSuccess: done })}
            />
            <BulkInviteForm bulk={bulk} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** The "Members" button of a section card in edit mode, and the dialog it opens. */
export function SectionMembersButton({
  board,
  section,
  title,
}: {
  board: Board;
  section: Section;
  /** The section's title as the card shows it (its number when it has none). */
  title: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        aria-label={t('members.section.openFor', { title })}
        onClick={() => setOpened(true)}
      >
        {t('members.section.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('members.section.title', { title })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        size="lg"
      >
        {opened ? <SectionMembersPanel board={board} section={section} /> : null}
      </Modal>
    </>
  );
}

/**
 * An invitation to a section, on its card for the invited person (the invitation's notification
 * links to the section): accept, and the section opens to them in edit mode; or decline.
 */
export function SectionInvitation({
  board,
  section,
  title,
}: {
  board: Board;
  section: Section;
  title: string;
}) {
  const { t } = useTranslation();
  const label = useRoleLabel();
  const mine = useMySectionMembership(board.id, section.id);
  const accept = useAcceptSectionInvite(board.id, section.id);
  const decline = useRemoveSectionMember(board.id, section.id);
  const [accepted, setAccepted] = useState(false);
  if (accepted) {
    return (
      <Alert color="teal" variant="light" role="status" c="dark.8">
        {t('members.section.accepted', { title })}
      </Alert>
    );
  }
  const membership = mine.data;
  if (membership?.status !== 'pending') return null;
  return (
    <Alert
      color="teal"
      variant="light"
      c="dark.8"
      title={t('members.section.invitedTitle')}
      data-testid="section-invitation"
    >
      <Stack gap="xs">
        <Text size="sm">{t('members.section.invitedBody', { title, role: label(membership.role) })}</Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            loading={accept.isPending}
            onClick={() => accept.mutate(undefined, { onSuccess: () => setAccepted(true) })}
          >
            {t('members.section.accept')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            loading={decline.isPending}
            onClick={() => {
              if (window.confirm(t('members.confirmDecline'))) decline.mutate(membership.user.userName);
            }}
          >
            {t('members.decline')}
          </Button>
        </Group>
        {accept.error || decline.error ? (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(accept.error ?? decline.error)}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
