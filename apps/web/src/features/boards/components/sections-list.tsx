import type { Board, Section } from '@makerboard/shared';
import { POST_ATTACHMENT_LIMIT, POST_WORD_LIMIT, type PostStatus } from '@makerboard/shared/limits';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ComponentProps, lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { Icon } from '../../../components/icon.tsx';
import { withScreenTexts } from '../../../i18n/screens.ts';
import { SectionComments } from '../../comments/index.ts';
import { useCommentCounts } from '../api/comment-counts.ts';
import { useCreateSection } from '../api/create-section.ts';
import { useDeleteSection } from '../api/delete-section.ts';
import { useSectionLike } from '../api/like-section.ts';
import { useMoveSection } from '../api/move-section.ts';
import { useUpdateSection } from '../api/update-section.ts';
import { useSectionStatus } from '../api/update-section-status.ts';
import { SectionAttachments } from './section-attachments.tsx';
import { STATUS_KEYS } from './section-status.ts';

/** A section's members and an invitation to it: the members feature's chunk, with its texts. */
const members = () => withScreenTexts(() => import('../../members/index.ts'));
const SectionMembersButton = lazy(() => members().then((m) => ({ default: m.SectionMembersButton })));
const SectionInvitation = lazy(() => members().then((m) => ({ default: m.SectionInvitation })));

/** Editors' tools load only for editors: reordering, the status select, the section editor. */
const SortableSections = lazy(() => import('./sortable-sections.tsx'));
const SectionStatusSelect = lazy(() => import('./section-status-select.tsx'));
const LazySectionForm = lazy(() => import('./section-form.tsx').then((m) => ({ default: m.SectionForm })));

function SectionForm(props: ComponentProps<typeof LazySectionForm>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton h={260} radius="md" aria-label={t('common.loading')} />}>
      <LazySectionForm {...props} />
    </Suspense>
  );
}

/** The section a link names (`#section-12`, as a section invitation's notification links). */
export function sectionInHash(hash: string): number | null {
  const match = /^#section-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

const STATUS_COLORS: Record<PostStatus, string> = {
  Draft: 'gray.8',
  'Ready for Review': 'red.9',
  Completed: 'teal.9',
};

export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="outline">
      {t(`boards.status.${STATUS_KEYS[status]}`)}
    </Badge>
  );
}

/** Section HTML is sanitised on the server (quality.md), so it is rendered as given. */
function SanitisedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with a maintained sanitiser
  return <Box className="mb-section-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The sections as a reader sees them: in order, nothing to drag. */
function PlainSections({
  sections,
  children,
}: {
  sections: Section[];
  children: (section: Section, index: number, handle: ReactNode) => ReactNode;
}) {
  return (
    <Stack gap="md">
      {sections.map((section, index) => (
        <Box key={section.id}>{children(section, index, null)}</Box>
      ))}
    </Stack>
  );
}

interface SectionsListProps {
  board: Board;
  sections: Section[];
  editing: boolean;
  loggedIn: boolean;
  onVisitorAction: () => void;
}

/** A board's sections in priority order; in edit mode: add, edit, delete, reorder and set status. */
// Memoised: the board page renders again on each answer that arrives (its counts, the session);
// the sections re-render only when the board or its sections change.
export const SectionsList = memo(function SectionsList({
  board,
  sections,
  editing,
  loggedIn,
  onVisitorAction,
}: SectionsListProps) {
  const { t } = useTranslation();
  const [editingId, setEditingId] = useState<number | 'new' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const create = useCreateSection(board.id);
  const update = useUpdateSection(board.id);
  const remove = useDeleteSection(board.id);
  const move = useMoveSection(board.id);
  const status = useSectionStatus(board.id);
  const like = useSectionLike(board.id);
  const countComments = useCommentCounts(board.id);
  // The invited person arrives at the section by its link: its invitation shows on its card.
  const { hash } = useLocation();
  const linked = loggedIn ? sectionInHash(hash) : null;
  const canReorder = editing && board.isEditable && board.reorder !== false && sections.length > 1;

  const moveTo = (section: Section, from: number, to: number) => {
    if (to < 0 || to >= sections.length || from === to) return;
    move.mutate({ id: section.id, from, to });
    setAnnouncement(
      t('boards.section.moved', {
        title: section.title || t('boards.section.untitled'),
        position: to + 1,
        total: sections.length,
      }),
    );
  };

  const total = sections.length;
  const completed = board.completedPostCount;
  const maxReached = board.maxSections !== undefined && total >= board.maxSections;
  const mutationError = move.error ?? status.error ?? remove.error ?? like.error;

  const item = (section: Section, index: number, handle: ReactNode) =>
    editingId === section.id ? (
      <SectionForm
        initial={{ title: section.title, body: section.body }}
        maxWords={section.maxWords || POST_WORD_LIMIT}
        saving={update.isPending}
        error={update.error}
        submitLabel={t('boards.section.save')}
        onCancel={() => {
          update.reset();
          setEditingId(null);
        }}
        onSave={(draft) =>
          update.mutate({ id: section.id, ...draft }, { onSuccess: () => setEditingId(null) })
        }
      />
    ) : (
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="article"
        aria-labelledby={`section-${section.id}`}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Group gap="xs" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
              {handle}
              <Title order={3} fz="lg" id={`section-${section.id}`} style={{ overflowWrap: 'anywhere' }}>
                {section.title || t('boards.section.numbered', { number: index + 1 })}
              </Title>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <StatusBadge status={section.postStatus} />
              {section.postFeatures.canReturn && !section.postFeatures.canEdit ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={status.isPending && status.variables?.postID === section.id}
                  aria-label={t('boards.section.returnToDraftLabel', {
                    title: section.title || index + 1,
                  })}
                  onClick={() =>
                    status.mutate({
                      postID: section.id,
                      status: 'Draft',
                      previousPostStatus: section.postStatus,
                    })
                  }
                >
                  {t('boards.section.returnToDraft')}
                </Button>
              ) : null}
            </Group>
          </Group>
          {section.id === linked ? (
            <Suspense fallback={null}>
              <SectionInvitation
                board={board}
                section={section}
                title={section.title || t('boards.section.numbered', { number: index + 1 })}
              />
            </Suspense>
          ) : null}
          {section.body ? (
            <SanitisedHtml html={section.body} />
          ) : (
            <Text c="gray.7" fs="italic">
              {t('boards.section.empty')}
            </Text>
          )}
          <SectionAttachments
            boardId={board.id}
            sectionId={section.id}
            attachments={section.attachments ?? []}
            editable={editing && section.postFeatures.canEdit}
            maxAttachments={section.maxAttachments ?? POST_ATTACHMENT_LIMIT}
          />
          <Group justify="space-between" gap="xs">
            <Button
              size="compact-sm"
              variant={section.liked ? 'outline' : 'subtle'}
              color="pink.9"
              leftSection={<Icon name="heart" size={16} filled={section.liked} />}
              aria-pressed={section.liked}
              aria-label={t(section.liked ? 'boards.section.unlike' : 'boards.section.like', {
                count: section.metadata.likes,
              })}
              onClick={() =>
                loggedIn ? like.mutate({ id: section.id, on: !section.liked }) : onVisitorAction()
              }
            >
              {section.metadata.likes}
            </Button>
            {editing ? (
              <Group gap={6}>
                {canReorder ? (
                  <>
                    <ActionIcon
                      variant="default"
                      aria-label={t('boards.section.moveUp', {
                        title: section.title || index + 1,
                      })}
                      disabled={index === 0 || move.isPending}
                      onClick={() => moveTo(section, index, index - 1)}
                    >
                      <Icon name="up" size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('boards.section.moveDown', {
                        title: section.title || index + 1,
                      })}
                      disabled={index === total - 1 || move.isPending}
                      onClick={() => moveTo(section, index, index + 1)}
                    >
                      <Icon name="down" size={16} />
                    </ActionIcon>
                  </>
                ) : null}
                {section.postFeatures.canEdit ? (
                  <>
                    <Suspense fallback={null}>
                      <SectionStatusSelect
                        section={section}
                        label={t('boards.section.statusLabel', {
                          title: section.title || index + 1,
                        })}
                        onChange={(value) =>
                          status.mutate({
                            postID: section.id,
                            status: value,
                            previousPostStatus: section.postStatus,
                          })
                        }
                      />
                    </Suspense>
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<Icon name="edit" size={14} />}
                      onClick={() => setEditingId(section.id)}
                    >
                      {t('boards.section.edit')}
                    </Button>
                  </>
                ) : null}
                <Suspense fallback={null}>
                  <SectionMembersButton
                    board={board}
                    section={section}
                    title={section.title || t('boards.section.numbered', { number: index + 1 })}
                  />
                </Suspense>
                {section.postFeatures.canDelete ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    leftSection={<Icon name="trash" size={14} />}
                    loading={remove.isPending && remove.variables === section.id}
                    onClick={() => {
                      if (window.confirm(t('boards.section.confirmDelete'))) remove.mutate(section.id);
                    }}
                  >
                    {t('boards.section.delete')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Group>
          <SectionComments
            boardId={board.id}
            sectionId={section.id}
            sectionTitle={section.title || t('boards.section.numbered', { number: index + 1 })}
            count={section.metadata.comments}
            loggedIn={loggedIn}
            onVisitorAction={onVisitorAction}
            onCountChange={(by) => countComments(by, section.id)}
          />
        </Stack>
      </Paper>
    );

  return (
    <Stack gap="md" component="section" aria-labelledby="sections-heading">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="xl" id="sections-heading">
          {t('boards.section.heading', { count: total })}
        </Title>
        {total > 0 ? (
          <Stack gap={4} miw={200}>
            <Text size="sm" c="gray.7" id="progress-label">
              {t('boards.progress', { count: completed, total })}
            </Text>
            <Progress.Root size="md">
              <Progress.Section
                value={total ? (100 * Math.min(completed, total)) / total : 0}
                color="teal.8"
                aria-labelledby="progress-label"
              />
            </Progress.Root>
          </Stack>
        ) : null}
      </Group>
      <Box aria-live="polite" className="visually-hidden" style={{ position: 'absolute', left: -10000 }}>
        {announcement}
      </Box>
      {mutationError ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => {
            move.reset();
            status.reset();
            remove.reset();
            like.reset();
          }}
          closeButtonLabel={t('common.close')}
        >
          {errorMessage(mutationError)}
        </Alert>
      ) : null}
      {total === 0 && !editing ? <Text c="gray.7">{t('boards.section.none')}</Text> : null}
      {/* Reordering (dnd-kit) loads only for someone who may reorder; readers get the plain list. */}
      {canReorder ? (
        <Suspense fallback={<PlainSections sections={sections}>{item}</PlainSections>}>
          <SortableSections
            sections={sections}
            enabled={editingId === null}
            onMove={(from, to) => {
              const section = sections[from];
              if (section) moveTo(section, from, to);
            }}
          >
            {item}
          </SortableSections>
        </Suspense>
      ) : (
        <PlainSections sections={sections}>{item}</PlainSections>
      )}
      {editing && board.canAddSection ? (
        editingId === 'new' ? (
          <SectionForm
            initial={{ title: '', body: '' }}
            maxWords={POST_WORD_LIMIT}
            saving={create.isPending}
            error={create.error}
            submitLabel={t('boards.section.add')}
            allowAttachments
            onCancel={() => {
              create.reset();
              setEditingId(null);
            }}
            onSave={(draft) => create.mutate(draft, { onSuccess: () => setEditingId(null) })}
          />
        ) : (
          <Button
            variant="outline"
            leftSection={<Icon name="plus" />}
            onClick={() => setEditingId('new')}
            disabled={maxReached}
            style={{ alignSelf: 'flex-start' }}
          >
            {maxReached ? t('boards.section.max', { max: board.maxSections }) : t('boards.section.add')}
          </Button>
        )
      ) : null}
    </Stack>
  );
});
