import type { Conversation, ConversationUser, PublicUser } from '@makerboard/shared';
import { Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { PersonPicker } from '../../components/person-picker.tsx';
import { PersonRow } from '../../components/person-row.tsx';
import { useAddParticipant } from './api/add-participant.ts';
import { useParticipants } from './api/list-participants.ts';
import { useMayWrite } from './api/may-write.ts';
import { useRemoveParticipant } from './api/remove-participant.ts';
import { useUpdateParticipant } from './api/update-participant.ts';
import { inboxKeys } from './keys.ts';
import { BlockedNote } from './new-group-dialog.tsx';

const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase();

/** One participant: who they are, their part (supervisor or not), and what the viewer may do. */
function ParticipantItem({
  conversationId,
  user,
  me,
  supervises,
  onLeft,
}: {
  conversationId: number;
  user: ConversationUser;
  me: string | undefined;
  /** The viewer supervises (adds, promotes and removes people). */
  supervises: boolean;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateParticipant(conversationId);
  const remove = useRemoveParticipant(conversationId);
  const self = same(user.userName, me);
  const name = user.fullName || user.userName;
  const error = update.error ?? remove.error;
  return (
    <Paper withBorder p="xs" radius="md" component="li" aria-label={name} data-testid="participant">
      <Stack gap={6}>
        <PersonRow user={user} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={4}>
            {self ? (
              <Badge size="sm" variant="outline" color="gray.8" tt="none">
                {t('inbox.participants.you')}
              </Badge>
            ) : null}
            <Badge size="sm" variant="outline" color={user.isSupervisor ? 'teal.9' : 'gray.8'} tt="none">
              {user.isSupervisor ? t('inbox.participants.supervisor') : t('inbox.participants.member')}
            </Badge>
          </Group>
          {self || supervises ? (
            <Group gap="xs" wrap="wrap">
              {supervises && !self ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={update.isPending}
                  onClick={() => update.mutate({ userName: user.userName, isSupervisor: !user.isSupervisor })}
                >
                  {user.isSupervisor
                    ? t('inbox.participants.demote', { name })
                    : t('inbox.participants.promote', { name })}
                </Button>
              ) : null}
              {supervises && !self ? (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red.9"
                  c="red.9"
                  loading={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('inbox.participants.confirmRemove', { name })))
                      remove.mutate(user.userName);
                  }}
                >
                  {t('inbox.participants.remove', { name })}
                </Button>
              ) : null}
              {self ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('inbox.participants.confirmLeave')))
                      remove.mutate(user.userName, { onSuccess: onLeft });
                  }}
                >
                  {t('inbox.participants.leave')}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Group>
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(error)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Adding someone (supervisors): found as one types; someone the viewer may not write to (a minor
 * they share no board or class with) is named with the reason before anything is sent.
 */
function AddParticipant({ conversationId, present }: { conversationId: number; present: string[] }) {
  const { t } = useTranslation();
  const add = useAddParticipant(conversationId);
  const [person, setPerson] = useState<PublicUser | null>(null);
  const [asSupervisor, setAsSupervisor] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const writable = useMayWrite(person?.userName);
  const name = person ? person.fullName || person.userName : '';
  return (
    <Stack gap="xs">
      <PersonPicker
        label={t('inbox.participants.addLabel')}
        description={t('inbox.participants.addHint')}
        placeholder={t('inbox.group.peoplePlaceholder')}
        exclude={present}
        data-testid="add-participant"
        onPick={(picked) => {
          setPerson(picked);
          setAdded(null);
          add.reset();
        }}
      />
      {person ? (
        <Paper withBorder p="xs" radius="md">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {name}{' '}
              <Text span size="xs" c="gray.7">
                @{person.userName}
              </Text>
            </Text>
            {writable.blocked ? <BlockedNote name={writable.name ?? name} /> : null}
            <Switch
              label={t('inbox.participants.asSupervisor')}
              checked={asSupervisor}
              onChange={(event) => setAsSupervisor(event.currentTarget.checked)}
            />
            <Group gap="xs">
              <Button
                size="compact-sm"
                disabled={writable.blocked}
                loading={add.isPending}
                onClick={() =>
                  add.mutate(
                    { userName: person.userName, isSupervisor: asSupervisor },
                    {
                      onSuccess: () => {
                        setAdded(name);
                        setPerson(null);
                        setAsSupervisor(false);
                      },
                    },
                  )
                }
              >
                {t('inbox.participants.add', { name })}
              </Button>
              <Button size="compact-sm" variant="default" onClick={() => setPerson(null)}>
                {t('inbox.cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      {added ? (
        <Text size="sm" c="teal.9" role="status">
          {t('inbox.participants.added', { name: added })}
        </Text>
      ) : null}
      {add.error ? (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(add.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A group conversation's people (spec/001 §7 Conversations "users"): everyone sees who is in it
 * and who supervises; supervisors (and admins) add people, promote and demote them and remove
 * them; everyone may leave. What the server refuses is said with its own message.
 */
export function ParticipantsPanel({
  conversation,
  me,
  opened,
  onClose,
}: {
  conversation: Conversation;
  me: string | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const queryClient = useQueryClient();
  const participants = useParticipants(conversation.id, opened);
  const supervises = conversation.isSupervisor;
  const people = participants.data?.users ?? [];

  const left = () => {
    onClose();
    queryClient.removeQueries({ queryKey: inboxKeys.participants(conversation.id) });
    void navigate(to('/inbox'), { replace: true });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('inbox.participants.title', { count: conversation.usersCount })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {supervises ? t('inbox.participants.supervisorHint') : t('inbox.participants.memberHint')}
        </Text>
        {participants.isPending ? (
          <Group justify="center" p="sm">
            <Loader size="sm" aria-label={t('inbox.loading')} />
          </Group>
        ) : participants.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={6} align="flex-start">
              <Text size="sm">{errorMessage(participants.error)}</Text>
              <Button size="compact-sm" variant="default" onClick={() => void participants.refetch()}>
                {t('inbox.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : people.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('inbox.participants.empty')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('inbox.participants.listLabel')}
          >
            {people.map((user) => (
              <ParticipantItem
                key={user.userName}
                conversationId={conversation.id}
                user={user}
                me={me}
                supervises={supervises}
                onLeft={left}
              />
            ))}
          </Stack>
        )}
        {supervises ? (
          <AddParticipant conversationId={conversation.id} present={people.map((u) => u.userName)} />
        ) : null}
      </Stack>
    </Modal>
  );
}
