import type { Board } from '@makerboard/shared';
import { Alert, Button, Group, Skeleton, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { editingState } from '../../../api/flag-store.ts';
import { useUpdateBoard } from '../api/update-board.ts';
import { CategoryPicker } from './category-picker.tsx';
import { DescriptionField, isDescriptionTooLong } from './description-field.tsx';
import type { Audience } from './publish-dialog.tsx';

// The publish question and its texts load when someone publishes (i18n/screens.ts).
const loadPublish = () =>
  import('../../../i18n/screens.ts').then((texts) =>
    texts.withScreenTexts(() => import('./publish-dialog.tsx')),
  );
const PublishDialog = lazy(() => loadPublish().then((m) => ({ default: m.PublishDialog })));
const PublishedNote = lazy(() => loadPublish().then((m) => ({ default: m.PublishedNote })));
// The cover picker (upload, framing) and its texts load with the board's fields.
const CoverField = lazy(() =>
  import('../../../i18n/screens.ts').then((texts) =>
    texts.withScreenTexts(() => import('./cover-field.tsx')),
  ),
);

export interface BoardDetails {
  title: string;
  description: string;
  categories: number[];
  tags: string[];
  coverImageUrl: string;
  isPrivate: boolean;
}

export function detailsOf(board: Board | null): BoardDetails {
  return {
    title: board?.title ?? '',
    description: board?.description ?? '',
    categories: board?.categories.map((c) => c.id) ?? [],
    tags: board?.tags ?? [],
    coverImageUrl: board?.coverImageUrl ?? '',
    isPrivate: board?.isPrivate ?? false,
  };
}

/** What the save rules of spec/000 §5 say is missing, as i18n keys. */
export function missingForPublish(details: BoardDetails, sectionCount: number): string[] {
  const missing: string[] = [];
  if (!details.title.trim()) missing.push('boards.form.needTitle');
  if (!details.description.trim()) missing.push('boards.form.needDescription');
  if (isDescriptionTooLong(details.description)) missing.push('boards.form.descriptionTooLong');
  if (details.categories.length === 0) missing.push('boards.form.needCategory');
  if (sectionCount === 0) missing.push('boards.form.needSection');
  return missing;
}

/**
 * The body of a PUT /projects/{id}: only the fields a person can change here. The cover is sent
 * only when it changed from `saved`: the board shows its cover by a signed URL (an upload's, or the
 * first picture of its sections by default), which must not come back as a link.
 */
export function toUpdateBody(details: BoardDetails, saved?: BoardDetails) {
  const coverChanged = !saved || details.coverImageUrl !== saved.coverImageUrl;
  return {
    title: details.title.trim() || undefined,
    description: details.description,
    categories: details.categories,
    tags: details.tags,
    ...(coverChanged ? { coverImageUrl: details.coverImageUrl.trim() || null } : {}),
    isPrivate: details.isPrivate,
  };
}

/** The fields of a board: used by the editor and by a board's own page in edit mode. */
export function BoardFields({
  value,
  onChange,
}: {
  value: BoardDetails;
  onChange: (next: BoardDetails) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof BoardDetails>(key: K, next: BoardDetails[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Stack gap="md">
      <TextInput
        label={t('boards.form.title')}
        value={value.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        maxLength={140}
        required
      />
      <DescriptionField value={value.description} onChange={(next) => set('description', next)} required />
      <CategoryPicker
        value={value.categories}
        onChange={(next) => set('categories', next)}
        suggestFrom={{ title: value.title, description: value.description, tags: value.tags }}
      />
      <TagsInput
        label={t('boards.form.tags')}
        description={t('boards.form.tagsHint')}
        value={value.tags}
        onChange={(next) => set('tags', next.map((tag) => tag.trim().toLowerCase()).filter(Boolean))}
        maxTags={20}
        splitChars={[',', ' ']}
      />
      <Suspense fallback={<Skeleton h={120} aria-label={t('common.loading')} />}>
        <CoverField value={value.coverImageUrl} onChange={(url) => set('coverImageUrl', url)} />
      </Suspense>
      <Switch
        label={t('boards.form.private')}
        description={t('boards.form.privateHint')}
        checked={value.isPrivate}
        onChange={(event) => set('isPrivate', event.currentTarget.checked)}
      />
    </Stack>
  );
}

export const AUTOSAVE_DELAY_MS = 1200;

/**
 * Editing an existing board's details: drafts save themselves (a debounced PUT shortly after each
 * change, with a "Saved" note); published boards save with the button. While the form differs from
 * the saved board the version check runs on its editing interval.
 */
export function BoardDetailsEditor({ board, sectionCount }: { board: Board; sectionCount: number }) {
  const { t } = useTranslation();
  const [details, setDetails] = useState(() => detailsOf(board));
  const [saved, setSaved] = useState<BoardDetails>(() => detailsOf(board));
  const update = useUpdateBoard(board.id);
  const publish = useUpdateBoard(board.id);
  const dirty = JSON.stringify(details) !== JSON.stringify(saved);
  const [asking, setAsking] = useState(false);
  const [published, setPublished] = useState<Audience | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    editingState.set(true);
    return () => editingState.set(false);
  }, []);

  const save = (next: BoardDetails) => {
    if (isDescriptionTooLong(next.description)) return;
    update.mutate(toUpdateBody(next, saved), { onSuccess: () => setSaved(next) });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: autosave follows the form's content only
  useEffect(() => {
    if (!board.isDraft || !dirty) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => save(details), AUTOSAVE_DELAY_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [details, board.isDraft]);

  const missing = missingForPublish(details, sectionCount);
  return (
    <Stack gap="md">
      <BoardFields value={details} onChange={setDetails} />
      {update.error ? (
        <Alert color="red" role="alert">
          {errorMessage(update.error)}
        </Alert>
      ) : null}
      {published ? (
        <Suspense fallback={null}>
          <PublishedNote audience={published} />
        </Suspense>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <PublishDialog
            initial={details.isPrivate ? 'members' : 'everyone'}
            busy={publish.isPending}
            error={publish.error ? errorMessage(publish.error) : null}
            onCancel={() => {
              setAsking(false);
              publish.reset();
            }}
            onConfirm={(audience) => {
              const next = { ...details, isPrivate: audience === 'members' };
              publish.mutate(
                { ...toUpdateBody(next, saved), draft: false },
                {
                  onSuccess: () => {
                    setDetails(next);
                    setSaved(next);
                    setAsking(false);
                    setPublished(audience);
                  },
                },
              );
            }}
          />
        </Suspense>
      ) : null}
      <Group justify="space-between">
        <Text size="sm" c={dirty ? 'gray.7' : 'teal.9'} role="status" aria-live="polite">
          {update.isPending
            ? t('boards.form.saving')
            : dirty
              ? t('boards.form.unsaved')
              : t('boards.form.saved')}
        </Text>
        <Group gap="xs">
          {board.isDraft ? null : (
            <Button onClick={() => save(details)} loading={update.isPending} disabled={!dirty}>
              {t('boards.form.save')}
            </Button>
          )}
          {board.isDraft ? (
            <Button
              color="teal.9"
              loading={publish.isPending}
              disabled={missing.length > 0}
              onClick={() => setAsking(true)}
            >
              {t('boards.form.publish')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {board.isDraft && missing.length ? (
        <Text size="sm" c="gray.7">
          {t('boards.form.toPublish')} {missing.map((key) => t(key)).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
