import type { Board } from '@makerboard/shared';
import { hasAdminTypeRole } from '@makerboard/shared/constants';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session-store.ts';
import { AfterFirstCommit } from '../../../components/after-first-commit.tsx';
import { FirstPaintOf, firstPaintShown } from '../../../components/first-paint.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useDocumentTitle } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { withEventTexts } from '../../../i18n/events.ts';
import { CommentsPanel } from '../../comments/index.ts';
import { NotFoundPage } from '../../system/index.ts';
import { useBoardReaction } from '../api/board-reactions.ts';
import { useCommentCounts } from '../api/comment-counts.ts';
import { useDeleteBoard } from '../api/delete-board.ts';
import { useBoard } from '../api/get-board.ts';
import { useSections } from '../api/list-sections.ts';
import { recordView } from '../api/record-view.ts';
import { useSimilarBoards } from '../api/similar-boards.ts';
import { useLiveProject } from '../live/use-live-project.ts';
import { BoardCover } from './board-cover.tsx';
import { BoardGrid } from './board-grid.tsx';
import { BoardSearch } from './board-search.tsx';
import { CertificateButton } from './certificate-button.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { SectionsList } from './sections-list.tsx';
import './boards.css';
import { formatDate, prepareDates } from '../../../components/dates.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { withScreenTexts } from '../../../i18n/screens.ts';

/** The board's date, as the page writes it. */
const BOARD_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
// Its formatter is built while the board's answer is on the way, not in the page's first render.
prepareDates(currentLanguage(), BOARD_DATE);

/** Members, linked boards and contributions: a chunk of their own, loaded after the board shows. */
// The team panel brings its texts with it (i18n/screens.ts).
const BoardTeam = lazy(() =>
  withScreenTexts(() => import('../../members/index.ts')).then((m) => ({ default: m.BoardTeam })),
);
const BoardFairsPanel = lazy(() =>
  withEventTexts(() => import('../../fairs/index.ts')).then((m) => ({ default: m.BoardFairsPanel })),
);
const BoardJudgingFeedback = lazy(() =>
  withEventTexts(() => import('../../judging/index.ts')).then((m) => ({ default: m.BoardJudgingFeedback })),
);
const MuteSwitch = lazy(() =>
  withScreenTexts(() => import('../../notifications/index.ts')).then((m) => ({ default: m.MuteSwitch })),
);
/** The editors load when someone edits: a reader's board page carries none of their code. */
const BoardDetailsEditor = lazy(() =>
  import('./board-details-form.tsx').then((m) => ({ default: m.BoardDetailsEditor })),
);
// The "Report" action and its modal bring their texts with them (i18n/screens.ts).
const ReportButton = lazy(() =>
  withScreenTexts(() => import('../../reports/index.ts')).then((m) => ({ default: m.ReportButton })),
);
// "Embed" (the embed page's snippet) for public boards, with its texts.
const EmbedButton = lazy(() =>
  withScreenTexts(() => import('./embed-button.tsx')).then((m) => ({ default: m.EmbedButton })),
);
const BoardAwards = lazy(() =>
  withEventTexts(() => import('../../awards/index.ts')).then((m) => ({ default: m.BoardAwards })),
);

function ReactionButtons({
  board,
  loggedIn,
  onVisitor,
}: {
  board: Board;
  loggedIn: boolean;
  onVisitor: () => void;
}) {
  const { t } = useTranslation();
  const reaction = useBoardReaction(board.id);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          variant={board.liked ? 'filled' : 'default'}
          color="pink.9"
          leftSection={<Icon name="heart" filled={board.liked} />}
          aria-pressed={board.liked}
          onClick={() => (loggedIn ? reaction.mutate({ kind: 'like', on: !board.liked }) : onVisitor())}
        >
          {board.liked ? t('boards.liked') : t('boards.like')}
          <Badge
            ml={8}
            size="sm"
            variant="white"
            color="dark"
            aria-label={t('boards.count.likes', { count: board.metadata.likes })}
          >
            {board.metadata.likes}
          </Badge>
        </Button>
        <Button
          variant={board.subscribed ? 'filled' : 'default'}
          color="teal.9"
          leftSection={<Icon name="bookmark" filled={board.subscribed} />}
          aria-pressed={board.subscribed}
          onClick={() =>
            loggedIn ? reaction.mutate({ kind: 'subscribe', on: !board.subscribed }) : onVisitor()
          }
        >
          {board.subscribed ? t('boards.bookmarked') : t('boards.bookmark')}
          <Badge
            ml={8}
            size="sm"
            variant="white"
            color="dark"
            aria-label={t('boards.count.bookmarks', { count: board.metadata.subscribers })}
          >
            {board.metadata.subscribers}
          </Badge>
        </Button>
      </Group>
      {reaction.error ? (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(reaction.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

const SimilarBoards = memo(function SimilarBoards({ id }: { id: number }) {
  const { t } = useTranslation();
  const similar = useSimilarBoards(id);
  if (!similar.data?.length) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="similar-heading">
      <Title order={2} fz="xl" id="similar-heading">
        {t('boards.similar')}
      </Title>
      <BoardGrid boards={similar.data} headingLevel={3} />
    </Stack>
  );
});

/** story/{id} (also story/video/{id} and resource/{id}): one board, its sections and comments. */
export function BoardPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const to = usePartnerPath();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const loggedIn = session.status === 'loggedIn';
  const [searchParams, setSearchParams] = useSearchParams();
  const board = useBoard(id);
  const sections = useSections(id);
  // A long board's sections render in the background, in slices a slow phone interleaves with
  // input and painting, while the board's header is already shown.
  const shownSections = useDeferredValue(sections.data);
  const remove = useDeleteBoard(id);
  useLiveProject(id);
  const countComments = useCommentCounts(id);
  const [prompt, setPrompt] = useState(false);
  // Stable, so the memoised sections and comments keep them across the page's renders.
  const showPrompt = useCallback(() => setPrompt(true), []);
  const closePrompt = useCallback(() => setPrompt(false), []);
  // The board renders in the background once it is here, in slices a slow phone interleaves with
  // input and painting (null first, even when the cache had it, so the page's first frame is light).
  const data = useDeferredValue(board.data, null);
  useDocumentTitle(data ? data.title || t('boards.untitled') : t('boards.loadingTitle'));
  // Members who may add sections but not edit the board (contributors, custom roles), and section
  // members with an editing role, get the edit mode too: for sections only.
  const mayEdit =
    !!data &&
    (data.isEditable || data.canAddSection || (sections.data ?? []).some((s) => s.postFeatures.canEdit));
  const editing = mayEdit && searchParams.get('edit') === '1';

  useEffect(() => {
    if (Number.isInteger(id) && id > 0 && board.isSuccess) recordView(id);
  }, [id, board.isSuccess]);
  useEffect(() => {
    if (data) firstPaintShown();
  }, [data]);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (board.isPending || (board.isSuccess && !data)) {
    // On the first visit, the board's first screen as the server wrote it (a public board).
    return (
      <FirstPaintOf
        path={location.pathname}
        fallback={
          <Center py={80}>
            <Loader aria-label={t('common.loading')} />
          </Center>
        }
      />
    );
  }
  if (board.error instanceof ApiError && board.error.status === 404) return <NotFoundPage />;
  if (board.isError || !data) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert" title={t('common.errorTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text>{errorMessage(board.error)}</Text>
            <Button size="xs" onClick={() => void board.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  const setEditing = (on: boolean) =>
    setSearchParams(
      (current) => {
        if (on) current.set('edit', '1');
        else current.delete('edit');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  const admin = hasAdminTypeRole(session.user?.roles);
  const sectionList = sections.data ?? [];

  return (
    <Box component="article" aria-labelledby="board-title">
      <BoardCover id={data.id} url={data.coverImageUrl} height={200} />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Group gap={6}>
              {data.isDraft ? (
                <Badge color="red.9" variant="outline">
                  {t('boards.badge.draft')}
                </Badge>
              ) : null}
              {data.isPrivate ? (
                <Badge color="gray.8" variant="outline">
                  {t('boards.badge.private')}
                </Badge>
              ) : null}
              {data.isTemplate ? (
                <Badge color="violet.9" variant="outline">
                  {t('boards.badge.template')}
                </Badge>
              ) : null}
              {data.isFeatured ? (
                <Badge color="grape.9" variant="outline">
                  {t('boards.badge.featured')}
                </Badge>
              ) : null}
            </Group>
            <Title order={1} id="board-title" fz={{ base: 28, sm: 38 }} style={{ overflowWrap: 'anywhere' }}>
              {data.title || t('boards.untitled')}
            </Title>
            <Text c="gray.7">
              {data.user ? (
                <>
                  {t('boards.by')}{' '}
                  <Anchor
                    component={Link}
                    to={to(`/profile/${data.user.userName}/about`)}
                    c="teal.9"
                    fw={600}
                  >
                    {data.user.fullName || data.user.userName}
                  </Anchor>
                </>
              ) : (
                t('boards.anonymousAuthor')
              )}
              {' · '}
              {formatDate(data.createdAt, i18n.language, BOARD_DATE)}
              {' · '}
              {t('boards.count.views', { count: data.metadata.views })}
              {' · '}
              {t('boards.count.comments', { count: data.metadata.comments })}
            </Text>
            <Suspense fallback={null}>
              <BoardAwards boardId={data.id} />
            </Suspense>
            {data.categories.length || data.tags.length ? (
              <Group gap={6}>
                {data.categories.map((category) => (
                  <Badge
                    key={category.id}
                    component={Link}
                    to={to(`/category/${category.slug}`)}
                    variant="outline"
                    color="cyan.9"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                  >
                    {category.name}
                  </Badge>
                ))}
                {data.tags.map((tag) => (
                  <Badge
                    key={tag}
                    component={Link}
                    to={to(`/tag/${encodeURIComponent(tag)}`)}
                    variant="outline"
                    color="gray.8"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                  >
                    #{tag}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Group justify="space-between" align="flex-end" mt="xs">
              <Stack gap={6}>
                <ReactionButtons board={data} loggedIn={loggedIn} onVisitor={showPrompt} />
                {loggedIn ? (
                  <Suspense fallback={null}>
                    <MuteSwitch target={{ kind: 'board', id: data.id }} />
                  </Suspense>
                ) : null}
                {loggedIn && !data.isEditable ? (
                  <Suspense fallback={null}>
                    <ReportButton targetType="project" targetID={data.id} />
                  </Suspense>
                ) : null}
                {data.isPrivate || data.isDraft || data.isHidden ? null : (
                  <Suspense fallback={null}>
                    <EmbedButton boardId={data.id} title={data.title} />
                  </Suspense>
                )}
                <CertificateButton board={data} />
              </Stack>
              {mayEdit ? (
                <Group gap="sm">
                  <Switch
                    label={t('boards.editMode')}
                    checked={editing}
                    onChange={(event) => setEditing(event.currentTarget.checked)}
                  />
                  {admin ? (
                    <Button component={Link} to={to(`/story/${data.id}/edit`)} variant="default" size="sm">
                      {t('boards.openEditor')}
                    </Button>
                  ) : null}
                </Group>
              ) : null}
            </Group>
          </Stack>

          {editing && data.isEditable ? (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Stack gap="md">
                <Title order={2} fz="xl">
                  {t('boards.details')}
                </Title>
                <Suspense fallback={<Skeleton h={320} aria-label={t('common.loading')} />}>
                  <BoardDetailsEditor key={data.id} board={data} sectionCount={sectionList.length} />
                </Suspense>
                <Divider />
                <Group justify="flex-end">
                  <Button
                    color="red.9"
                    variant="subtle"
                    c="red.9"
                    loading={remove.isPending}
                    onClick={() => {
                      if (window.confirm(t('boards.confirmDelete')))
                        remove.mutate(undefined, { onSuccess: () => navigate(to('/home')) });
                    }}
                  >
                    {t('boards.delete')}
                  </Button>
                </Group>
                {remove.error ? (
                  <Alert color="red" role="alert">
                    {errorMessage(remove.error)}
                  </Alert>
                ) : null}
              </Stack>
            </Paper>
          ) : data.description ? (
            <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
              {data.description}
            </Text>
          ) : null}

          {!editing && data.metadata.posts > 1 ? <BoardSearch boardId={data.id} /> : null}
          {sections.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(sections.error)}
            </Alert>
          ) : sections.isPending || !shownSections ? (
            <Loader aria-label={t('common.loading')} />
          ) : (
            <SectionsList
              board={data}
              sections={shownSections}
              editing={editing}
              loggedIn={loggedIn}
              onVisitorAction={showPrompt}
            />
          )}
          {/* Its owners enter the board in fairs and read where it stands (issue 10). */}
          {loggedIn &&
          (data.memberRole === 'owner' ||
            data.memberRole === 'coowner' ||
            data.memberRole === 'anonymousCoowner') ? (
            <Suspense fallback={null}>
              <BoardFairsPanel boardId={data.id} />
            </Suspense>
          ) : null}
          {/* Its team reads the judges' feedback once a fair publishes its results (issue 11). */}
          {loggedIn && data.memberRole ? (
            <Suspense fallback={null}>
              <BoardJudgingFeedback boardId={data.id} />
            </Suspense>
          ) : null}
          {/* Below the board's first screen: rendered in a commit of their own, after it. */}
          <AfterFirstCommit>
            <Divider />
            <CommentsPanel
              boardId={data.id}
              loggedIn={loggedIn}
              onVisitorAction={showPrompt}
              onCountChange={countComments}
              count={
                sections.data
                  ? Math.max(
                      0,
                      data.metadata.comments - sections.data.reduce((sum, s) => sum + s.metadata.comments, 0),
                    )
                  : undefined
              }
            />
            <Divider />
            <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
              <BoardTeam board={data} />
            </Suspense>
            <SimilarBoards id={data.id} />
          </AfterFirstCommit>
        </Stack>
      </Container>
      <LoginPrompt opened={prompt} onClose={closePrompt} />
    </Box>
  );
}

export default BoardPage;
