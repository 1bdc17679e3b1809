import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/errors.ts';
import { editingState } from '../../../api/flag-store.ts';
import { useSession } from '../../../api/session-store.ts';
import { Icon } from '../../../components/icon.tsx';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { NotFoundPage } from '../../system/index.ts';
import { useCreateBoard } from '../api/create-board.ts';
import { useBoard } from '../api/get-board.ts';
import { useSections } from '../api/list-sections.ts';
import {
  type BoardDetails,
  BoardDetailsEditor,
  BoardFields,
  detailsOf,
  missingForPublish,
} from './board-details-form.tsx';
import { type SectionDraft, SectionForm } from './section-form.tsx';
import { SectionsList } from './sections-list.tsx';
import './boards.css';

/** A new board: details and sections kept here until POST /projects creates it in one go. */
function NewBoardEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const create = useCreateBoard();
  const [details, setDetails] = useState<BoardDetails>(() => detailsOf(null));
  const [sections, setSections] = useState<(SectionDraft & { key: number })[]>([]);
  const [adding, setAdding] = useState(false);
  const missing = missingForPublish(details, sections.length);

  useEffect(() => {
    editingState.set(true);
    return () => editingState.set(false);
  }, []);

  const submit = (draft: boolean) =>
    create.mutate(
      {
        type: 'story',
        title: details.title.trim(),
        description: details.description,
        categories: details.categories,
        tags: details.tags,
        coverImageUrl: details.coverImageUrl.trim() || null,
        isPrivate: details.isPrivate,
        sections: sections.map(({ title, body }) => ({ title, body })),
        draft,
      },
      { onSuccess: ({ project }) => navigate(to(`/story/${project.id}`)) },
    );

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <BoardFields value={details} onChange={setDetails} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="new-sections">
        <Title order={2} fz="xl" id="new-sections">
          {t('boards.section.heading', { count: sections.length })}
        </Title>
        {sections.map((section, index) => (
          <Paper key={section.key} withBorder p="md" radius="md">
            <Group justify="space-between">
              <Text fw={600}>{section.title || t('boards.section.numbered', { number: index + 1 })}</Text>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red.9"
                c="red.9"
                onClick={() => setSections((list) => list.filter((_, i) => i !== index))}
              >
                {t('boards.section.delete')}
              </Button>
            </Group>
          </Paper>
        ))}
        {adding ? (
          <SectionForm
            initial={{ title: '', body: '' }}
            maxWords={2000}
            saving={false}
            error={null}
            submitLabel={t('boards.section.add')}
            onCancel={() => setAdding(false)}
            onSave={(draft) => {
              setSections((list) => [...list, { ...draft, key: Date.now() + list.length }]);
              setAdding(false);
            }}
          />
        ) : (
          <Button
            variant="outline"
            leftSection={<Icon name="plus" />}
            onClick={() => setAdding(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('boards.section.add')}
          </Button>
        )}
      </Stack>
      {create.error ? (
        <Alert color="red" role="alert">
          {errorMessage(create.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => submit(true)} loading={create.isPending}>
          {t('boards.form.saveDraft')}
        </Button>
        <Button onClick={() => submit(false)} loading={create.isPending} disabled={missing.length > 0}>
          {t('boards.form.publish')}
        </Button>
      </Group>
      {missing.length ? (
        <Text size="sm" c="gray.7">
          {t('boards.form.toPublish')} {missing.map((key) => t(key)).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

function ExistingBoardEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const session = useSession();
  const board = useBoard(id);
  const sections = useSections(id);
  if (board.isPending) {
    return (
      <Center py={60}>
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (board.error instanceof ApiError && board.error.status === 404) return <NotFoundPage />;
  if (board.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(board.error)}
      </Alert>
    );
  }
  const data = board.data;
  if (!data.isEditable) {
    return (
      <Alert color="orange" role="alert">
        {t('boards.notEditable')}
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={to(`/story/${data.id}`)}>
        {t('boards.viewBoard')}
      </Anchor>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <BoardDetailsEditor key={data.id} board={data} sectionCount={sections.data?.length ?? 0} />
      </Paper>
      {sections.data ? (
        <SectionsList
          board={data}
          sections={sections.data}
          editing
          loggedIn={session.status === 'loggedIn'}
          onVisitorAction={() => {}}
        />
      ) : (
        <Loader aria-label={t('common.loading')} />
      )}
    </Stack>
  );
}

/** create/{id?} and story/{id}/edit: the full editor (admin-type roles; the route guard checks). */
export function BoardEditorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <NotFoundPage />;
  return (
    <Page title={id ? t('boards.editor.editTitle') : t('boards.editor.newTitle')} size="lg">
      {id ? <ExistingBoardEditor id={id} /> : <NewBoardEditor />}
    </Page>
  );
}

export default BoardEditorPage;
