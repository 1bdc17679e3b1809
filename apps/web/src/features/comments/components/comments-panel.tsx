import type { Comment } from '@makerboard/shared';
import { Alert, Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ComponentProps, lazy, memo, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { formatDate } from '../../../components/dates.ts';
import { Icon } from '../../../components/icon.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { withScreenTexts } from '../../../i18n/screens.ts';
import { AttachmentsView } from '../../media/index.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useLikeComment } from '../api/like-comment.ts';
import { type CommentThread, useComments } from '../api/list-comments.ts';
import { useReplies } from '../api/list-replies.ts';
import { useRefreshThread } from '../api/refresh-thread.ts';
import { useUpdateComment } from '../api/update-comment.ts';

/** Muting a thread: its switch and texts load when a thread's replies are first shown. */
const MuteSwitch = lazy(() =>
  withScreenTexts(() => import('../../notifications/index.ts')).then((m) => ({ default: m.MuteSwitch })),
);

/** The "Report" action of a comment: it loads, with its texts, when the first comment shows. */
const ReportButton = lazy(() =>
  withScreenTexts(() => import('../../reports/index.ts')).then((m) => ({ default: m.ReportButton })),
);

/**
 * The comment form, with its mention suggestions (a popover and its positioning library): it loads
 * for a signed-in person, not with the comments a visitor reads (issue 17: 30 KB of the board page).
 */
const LazyCommentForm = lazy(() => import('./comment-form.tsx').then((m) => ({ default: m.CommentForm })));
function CommentForm(props: ComponentProps<typeof LazyCommentForm>) {
  return (
    <Suspense fallback={null}>
      <LazyCommentForm {...props} />
    </Suspense>
  );
}

function CommentItem({
  comment,
  thread,
  loggedIn,
  onVisitorAction,
  isReply = false,
}: {
  comment: Comment;
  thread: CommentThread;
  loggedIn: boolean;
  onVisitorAction: () => void;
  isReply?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const to = usePartnerPath();
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const [showReplies, setShowReplies] = useState(false);
  const replies = useReplies(comment.id, showReplies && !isReply);
  const create = useCreateComment(thread);
  const update = useUpdateComment(thread);
  const remove = useDeleteComment(thread);
  const like = useLikeComment(thread);
  const refresh = useRefreshThread(thread);
  const name = comment.user
    ? comment.user.fullName || comment.user.userName
    : t('boards.comments.anonymousName');
  const replyCount = comment.metadata.replies;

  return (
    // A notification's deep link (#comment-{id}) scrolls to the comment.
    <Stack gap="xs" component="li" id={`comment-${comment.id}`} style={{ listStyle: 'none' }}>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <Avatar
          size={isReply ? 30 : 36}
          radius="xl"
          color="teal.9"
          variant="filled"
          alt=""
          src={comment.user?.avatarUrl}
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            {comment.user ? (
              <Anchor
                component={Link}
                to={to(`/profile/${comment.user.userName}/about`)}
                fw={600}
                size="sm"
                c="dark.8"
              >
                {name}
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {name}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              {formatDate(comment.createdAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
              {comment.edited ? ` · ${t('boards.comments.edited')}` : ''}
            </Text>
          </Group>
          {mode === 'edit' ? (
            <CommentForm
              label={t('boards.comments.editLabel')}
              submitLabel={t('boards.comments.saveEdit')}
              initial={comment.body}
              allowAnonymous={false}
              pending={update.isPending}
              error={update.error}
              autoFocus
              onCancel={() => {
                update.reset();
                setMode('view');
              }}
              onSubmit={({ body }) =>
                update.mutate(
                  { id: comment.id, body, parentID: comment.parentID },
                  { onSuccess: () => setMode('view') },
                )
              }
            />
          ) : (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.body}
            </Text>
          )}
          <AttachmentsView
            attachments={comment.attachments ?? []}
            onChange={() => refresh(comment.parentID)}
          />
          <Group gap={4}>
            <Button
              size="compact-xs"
              variant={comment.liked ? 'outline' : 'subtle'}
              color="pink.9"
              leftSection={<Icon name="heart" size={14} filled={comment.liked} />}
              aria-pressed={comment.liked}
              aria-label={t(comment.liked ? 'boards.comments.unlike' : 'boards.comments.like', {
                count: comment.metadata.likes,
              })}
              loading={like.isPending}
              onClick={() =>
                loggedIn
                  ? like.mutate({ id: comment.id, on: !comment.liked, parentID: comment.parentID })
                  : onVisitorAction()
              }
            >
              {comment.metadata.likes}
            </Button>
            {!isReply ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray.8"
                c="gray.8"
                leftSection={<Icon name="reply" size={14} />}
                onClick={() => (loggedIn ? setMode(mode === 'reply' ? 'view' : 'reply') : onVisitorAction())}
              >
                {t('boards.comments.reply')}
              </Button>
            ) : null}
            {comment.isMine && mode === 'view' ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray.8"
                c="gray.8"
                onClick={() => setMode('edit')}
              >
                {t('boards.comments.edit')}
              </Button>
            ) : null}
            {comment.isMine ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red.9"
                c="red.9"
                loading={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('boards.comments.confirmDelete')))
                    remove.mutate({ id: comment.id, parentID: comment.parentID });
                }}
              >
                {t('boards.comments.delete')}
              </Button>
            ) : null}
            {loggedIn && !comment.isMine ? (
              <Suspense fallback={null}>
                <ReportButton targetType="comment" targetID={comment.id} size="compact-xs" />
              </Suspense>
            ) : null}
          </Group>
          {remove.error || like.error ? (
            <Text size="sm" c="red.9" role="alert">
              {errorMessage(remove.error ?? like.error)}
            </Text>
          ) : null}
          {mode === 'reply' ? (
            <CommentForm
              label={t('boards.comments.replyLabel', { name })}
              allowAttachments
              submitLabel={t('boards.comments.sendReply')}
              pending={create.isPending}
              error={create.error}
              autoFocus
              onCancel={() => {
                create.reset();
                setMode('view');
              }}
              onSubmit={(input, done) =>
                create.mutate(
                  { ...input, parentID: comment.id },
                  {
                    onSuccess: () => {
                      done();
                      setMode('view');
                      setShowReplies(true);
                    },
                  },
                )
              }
            />
          ) : null}
          {!isReply && replyCount > 0 ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="teal.9"
              c="teal.9"
              style={{ alignSelf: 'flex-start' }}
              aria-expanded={showReplies}
              onClick={() => setShowReplies((open) => !open)}
            >
              {showReplies
                ? t('boards.comments.hideReplies')
                : t('boards.comments.showReplies', { count: replyCount })}
            </Button>
          ) : null}
          {showReplies && loggedIn && !isReply ? (
            <Suspense fallback={null}>
              <MuteSwitch target={{ kind: 'thread', id: comment.id }} />
            </Suspense>
          ) : null}
          {showReplies && replies.data ? (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              pl="md"
              style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
            >
              {replies.data.comments.map((reply) => (
                <CommentItem
                  key={reply.id}
                  comment={reply}
                  thread={thread}
                  loggedIn={loggedIn}
                  onVisitorAction={onVisitorAction}
                  isReply
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}

/**
 * A comment thread, the board's own or a section's: a form for members, newest first, "load more",
 * replies one level deep. `enabled` false leaves the list unread (a closed section thread).
 */
function CommentThreadBody({
  thread,
  loggedIn,
  onVisitorAction,
  formLabel,
}: {
  thread: CommentThread;
  loggedIn: boolean;
  onVisitorAction: () => void;
  formLabel: string;
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const comments = useComments(thread);
  const create = useCreateComment(thread);
  // The comments render in the background when they arrive, in slices a slow phone interleaves with
  // input and painting.
  const shown = useDeferredValue(comments.data);
  const list = shown?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <>
      {loggedIn ? (
        <Paper withBorder p="md" radius="md">
          <CommentForm
            label={formLabel}
            allowAttachments
            submitLabel={t('boards.comments.submit')}
            pending={create.isPending}
            error={create.error}
            onSubmit={(input, done) =>
              create.mutate(input, {
                onSuccess: () => {
                  done();
                  create.reset();
                },
              })
            }
          />
        </Paper>
      ) : (
        <Text c="gray.7">
          <Anchor component={Link} to={to('/loginPage')} underline="always">
            {t('nav.login')}
          </Anchor>{' '}
          {t('boards.comments.loginToComment')}
        </Text>
      )}
      {comments.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(comments.error)}
        </Alert>
      ) : null}
      {comments.isSuccess && shown && list.length === 0 ? (
        <Text c="gray.7">{t('boards.comments.none')}</Text>
      ) : null}
      <Stack component="ul" gap="lg" p={0} m={0}>
        {list.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            thread={thread}
            loggedIn={loggedIn}
            onVisitorAction={onVisitorAction}
          />
        ))}
      </Stack>
      <LoadMore query={comments} label={t('boards.comments.more')} center={false} />
    </>
  );
}

/** Comments on a board: the heading and the board's own thread. */
// Memoised, as the sections are: the board page's other answers do not render the thread again.
export const CommentsPanel = memo(function CommentsPanel({
  boardId,
  loggedIn,
  onVisitorAction,
  onCountChange,
  count,
}: {
  boardId: number;
  loggedIn: boolean;
  onVisitorAction: () => void;
  /** A comment added (+1) or deleted (-1): the board's count moves. */
  onCountChange?: (by: number) => void;
  /**
   * The board's own comments with their replies, as the board's header counts them (its count less
   * its sections'); without it, the number of threads.
   */
  count?: number;
}) {
  const { t } = useTranslation();
  const thread = { boardId, onCountChange };
  const comments = useComments(thread);
  const total = count ?? comments.data?.pages[0]?.total ?? 0;
  return (
    <Stack gap="md" component="section" aria-labelledby="comments-heading">
      <Title order={2} fz="xl" id="comments-heading">
        {t('boards.comments.heading', { count: total })}
      </Title>
      <CommentThreadBody
        thread={thread}
        loggedIn={loggedIn}
        onVisitorAction={onVisitorAction}
        formLabel={t('boards.comments.label')}
      />
    </Stack>
  );
});

/**
 * Under a section card: "Comments (N)", collapsed; opening it reads and shows the section's thread.
 * N is the section's count of comments with their replies, the number the board's header adds up
 * (it moves with the reader's own comments; live updates refresh the thread, not the sections list).
 */
export function SectionComments({
  boardId,
  sectionId,
  sectionTitle,
  count,
  loggedIn,
  onVisitorAction,
  onCountChange,
}: {
  boardId: number;
  sectionId: number;
  sectionTitle: string;
  count: number;
  loggedIn: boolean;
  onVisitorAction: () => void;
  /** A comment added (+1) or deleted (-1): the board's and the section's counts move. */
  onCountChange?: (by: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const thread = { boardId, sectionId, onCountChange };
  useComments(thread, open);
  return (
    <Stack gap="sm">
      <Button
        size="compact-sm"
        variant="subtle"
        color="teal.9"
        c="teal.9"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<Icon name="comment" size={14} />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('boards.sectionComments.toggle', { count })}
      </Button>
      {open ? (
        <Stack
          gap="md"
          id={panelId}
          component="section"
          aria-label={t('boards.sectionComments.region', { title: sectionTitle })}
          pl="md"
          style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
        >
          <CommentThreadBody
            thread={thread}
            loggedIn={loggedIn}
            onVisitorAction={onVisitorAction}
            formLabel={t('boards.sectionComments.label', { title: sectionTitle })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
