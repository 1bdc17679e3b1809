import type { PublicUser } from '@makerboard/shared';
import { Alert, Button, CloseButton, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { usePartnerPath } from '../../components/partner-link.tsx';
import { PersonPicker } from '../../components/person-picker.tsx';
import { useCreateGroup } from './api/create-group.ts';
import { useMayWriteAll } from './api/may-write.ts';
import { conversationPath } from './conversation-path.ts';

/** The longest group name (the contract's topic). */
const TOPIC_MAX = 80;

/** One person picked for the group, with the reason they cannot be added when there is one. */
function Picked({
  person,
  blockedAs,
  onRemove,
}: {
  person: PublicUser;
  /** Their name when the caller may not write to them. */
  blockedAs: string | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = person.fullName || person.userName;
  return (
    <Paper withBorder p="xs" radius="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="gray.7" truncate>
            @{person.userName}
          </Text>
          {blockedAs ? <BlockedNote name={blockedAs} /> : null}
        </Stack>
        <CloseButton aria-label={t('inbox.group.removePicked', { name })} onClick={onRemove} />
      </Group>
    </Paper>
  );
}

/** Why someone cannot be added: the child-safe rule, said before anything is sent. */
export function BlockedNote({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="red.9" data-testid="person-blocked">
      {t('inbox.group.blocked', { name })} {t('inbox.blocked.rule')}
    </Text>
  );
}

/**
 * "New group chat" (spec/000 §2 inbox/group/{topic}; spec/001 §7 Conversations): a name and the
 * people to add, found as one types. Someone the caller may not write to (a minor they share no
 * board or class with) is named before anything is sent, and the group cannot be made with them.
 */
export function NewGroupDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const create = useCreateGroup();
  const [topic, setTopic] = useState('');
  const [people, setPeople] = useState<PublicUser[]>([]);
  const [problem, setProblem] = useState<'name' | 'people' | 'blocked' | null>(null);
  const writable = useMayWriteAll(people.map((p) => p.userName));
  const blocked = [...writable.blocked.values()];

  const close = () => {
    setTopic('');
    setPeople([]);
    setProblem(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!topic.trim()) return setProblem('name');
    if (people.length === 0) return setProblem('people');
    // The child-safe rule as far as the caller's own profiles tell it; the server checks every pair.
    if (blocked.length > 0) return setProblem('blocked');
    create.mutate(
      { topic: topic.trim(), users: people.map((p) => p.userName) },
      {
        onSuccess: ({ conversation }) => {
          close();
          void navigate(to(conversationPath(conversation, undefined)));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('inbox.group.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            {t('inbox.group.intro')}
          </Text>
          <TextInput
            label={t('inbox.group.name')}
            description={t('inbox.group.nameHint')}
            value={topic}
            maxLength={TOPIC_MAX}
            required
            data-autofocus
            error={problem === 'name' ? t('inbox.group.nameRequired') : undefined}
            onChange={(event) => {
              setTopic(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <PersonPicker
            label={t('inbox.group.people')}
            description={t('inbox.group.peopleHint')}
            placeholder={t('inbox.group.peoplePlaceholder')}
            exclude={people.map((p) => p.userName)}
            data-testid="group-people"
            onPick={(person) => {
              setPeople((current) => [...current, person]);
              setProblem(null);
            }}
          />
          {people.length > 0 ? (
            <Stack
              component="ul"
              gap={6}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('inbox.group.pickedLabel')}
            >
              {people.map((person) => (
                <Picked
                  key={person.userName}
                  person={person}
                  blockedAs={writable.blocked.get(person.userName)}
                  onRemove={() => setPeople((current) => current.filter((p) => p !== person))}
                />
              ))}
            </Stack>
          ) : null}
          {problem === 'people' || (problem === 'blocked' && blocked.length > 0) ? (
            <Text size="sm" c="red.9" role="alert">
              {problem === 'people'
                ? t('inbox.group.peopleRequired')
                : t('inbox.group.removeBlocked', { names: blocked.join(', ') })}
            </Text>
          ) : null}
          {create.error ? (
            <Alert color="red" variant="light" role="alert" title={t('inbox.group.failed')}>
              {errorMessage(create.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('inbox.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('inbox.group.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
