import type { PartnerResource } from '@makerboard/shared';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { LoadMore } from '../../../components/load-more.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { BoardCard, useUserBoards } from '../../boards/index.ts';
import { safeLink } from '../../partners/index.ts';
import { NotFoundPage } from '../../system/index.ts';
import { useResource, useResourceBoards, useResourceBoardWrites } from '../api/resources.ts';
import { GatedDownload, ResourceBadges, ResourceMedia, WebinarRegistration } from './resource-card.tsx';

/** What the resource is: its picture or embedded video, kind, time, partner, text and actions. */
function ResourceDetails({ resource }: { resource: PartnerResource }) {
  const { t, i18n } = useTranslation();
  const link = safeLink(resource.url);
  const when = resource.startsAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(resource.startsAt),
      )
    : null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ResourceMedia resource={resource} />
      <Stack gap="sm">
        <ResourceBadges resource={resource} gated />
        {when ? <Text c="gray.7">{t('resources.startsAt', { when })}</Text> : null}
        {resource.partner ? (
          <Text c="gray.7">{t('resources.by', { name: resource.partner.title })}</Text>
        ) : null}
        <Text style={{ whiteSpace: 'pre-line' }}>{resource.description}</Text>
        <Group gap="md" align="flex-start">
          {resource.gated ? (
            <GatedDownload resource={resource} />
          ) : link ? (
            <Button component="a" href={link} target="_blank" rel="noopener noreferrer" variant="default">
              {resource.isVideo ? t('resources.watch') : t('resources.open')}
            </Button>
          ) : null}
          {resource.kind === 'webinar' ? <WebinarRegistration resource={resource} /> : null}
        </Group>
      </Stack>
    </SimpleGrid>
  );
}

/** A signed-in person attaches one of their boards (they own or edit it; staff attach any). */
function AttachBoard({ resource, userName }: { resource: PartnerResource; userName: string }) {
  const { t } = useTranslation();
  const mine = useUserBoards(userName, { filter: 'public' });
  const writes = useResourceBoardWrites(resource.id);
  const [chosen, setChosen] = useState('');
  const boards = (mine.data?.pages ?? []).flatMap((p) => p.projects).filter((b) => b.isEditable);
  if (mine.isPending) return null;
  if (boards.length === 0) return <Text c="gray.7">{t('resources.view.noBoardsToAttach')}</Text>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(chosen || boards[0]?.id);
    if (id) writes.attach.mutate(id);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} aria-label={t('resources.view.attachTitle')}>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('resources.view.yourBoard')}
            value={chosen || String(boards[0]?.id ?? '')}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={boards.map((b) => ({ value: String(b.id), label: b.title || t('boards.untitled') }))}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" color="blue.8" loading={writes.attach.isPending}>
            {t('resources.view.attach')}
          </Button>
        </Group>
        {writes.attach.error ? (
          <Text size="sm" c="red.8" role="alert" mt="xs">
            {errorMessage(writes.attach.error)}
          </Text>
        ) : writes.attach.isSuccess ? (
          <Text size="sm" c="teal.9" role="status" mt="xs">
            {t('resources.view.attached')}
          </Text>
        ) : null}
      </form>
    </Paper>
  );
}

/** The boards attached to the resource; whoever may edit one may take it off. */
function AttachedBoards({ resource }: { resource: PartnerResource }) {
  const { t } = useTranslation();
  const session = useSession();
  const boards = useResourceBoards(resource.id);
  const writes = useResourceBoardWrites(resource.id);
  const userName = session.status === 'loggedIn' ? session.user?.userName : undefined;
  return (
    <Stack gap="md" component="section" aria-labelledby="resource-boards">
      <Title order={2} fz="xl" id="resource-boards">
        {t('resources.view.boardsTitle')}
      </Title>
      <Text c="gray.7">{t('resources.view.boardsIntro')}</Text>
      {userName ? <AttachBoard resource={resource} userName={userName} /> : null}
      {writes.detach.error ? (
        <Alert color="red" role="alert">
          {errorMessage(writes.detach.error)}
        </Alert>
      ) : null}
      <QueryState
        query={boards}
        empty={<Text c="gray.7">{t('resources.view.noBoards')}</Text>}
        isEmpty={(data) => data.pages.every((p) => p.projects.length === 0)}
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {data.pages
                .flatMap((p) => p.projects)
                .map((board) => (
                  <Stack key={board.id} gap={6}>
                    <BoardCard board={board} />
                    {board.isEditable ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        loading={writes.detach.isPending && writes.detach.variables === board.id}
                        onClick={() => writes.detach.mutate(board.id)}
                        aria-label={t('resources.view.detachNamed', { title: board.title })}
                      >
                        {t('resources.view.detach')}
                      </Button>
                    ) : null}
                  </Stack>
                ))}
            </SimpleGrid>
            <LoadMore query={boards} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ResourceView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useResource(id);
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  const resource = query.data?.partnerResource;
  return (
    <Page title={resource?.title ?? t('resources.title')} size="xl">
      <Stack gap="xl">
        <Anchor component={Link} to="/resources" size="sm">
          {t('resources.back')}
        </Anchor>
        <QueryState query={query}>
          {(data) => (
            <Stack gap="xl">
              <ResourceDetails resource={data.partnerResource} />
              <AttachedBoards resource={data.partnerResource} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Page>
  );
}

/** resource/{id} (spec/000 §2): one resource, what it offers, and the boards attached to it. */
export function ResourceViewPage() {
  const { id } = useParams();
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0 || number > 2_147_483_647) return <NotFoundPage />;
  return <ResourceView id={number} />;
}
