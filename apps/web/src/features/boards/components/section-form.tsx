import { wordCount } from '@makerboard/shared/limits';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { AttachFilesButton, PendingUploadsList, usePendingUploads } from '../../media/index.ts';

// The editor and its texts (link and code tools: i18n/screens.ts) load when a section is edited.
const RichTextEditor = lazy(() =>
  import('../../../i18n/screens.ts').then((texts) =>
    texts.withScreenTexts(() => import('./rich-text-editor.tsx')),
  ),
);

export interface SectionDraft {
  title: string;
  body: string;
  /** Uploads to attach to a new section when it is saved (POST /posts `attachments`). */
  attachments?: number[];
}

/**
 * Add or edit a section: a title and the rich-text body (Tiptap, loaded on first use). A new
 * section may take files before it is saved (`allowAttachments`): they upload at once and are
 * attached with it (issue 16, item 13); a saved section has its own attachments panel.
 */
export function SectionForm({
  initial,
  maxWords,
  onSave,
  onCancel,
  saving,
  error,
  submitLabel,
  allowAttachments = false,
}: {
  initial: SectionDraft;
  maxWords: number;
  onSave: (draft: SectionDraft) => void;
  onCancel: () => void;
  saving: boolean;
  error: unknown;
  submitLabel: string;
  allowAttachments?: boolean;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const labelId = useId();
  const uploads = usePendingUploads();
  const words = wordCount(body);
  const over = words > maxWords;
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (over || uploads.uploading) return;
          onSave({ title: title.trim(), body, ...(uploads.ids.length ? { attachments: uploads.ids } : {}) });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('boards.section.title')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={200}
          />
          <Stack gap={4}>
            <Text id={labelId} fw={500} size="sm">
              {t('boards.section.body')}
            </Text>
            <Suspense fallback={<Skeleton h={200} aria-label={t('common.loading')} />}>
              <RichTextEditor value={body} onChange={setBody} labelledBy={labelId} />
            </Suspense>
            <Text size="xs" c={over ? 'red.9' : 'gray.7'} aria-live="polite">
              {t('boards.words', { count: words, max: maxWords })}
            </Text>
          </Stack>
          {allowAttachments ? <PendingUploadsList uploads={uploads} /> : null}
          {error ? (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            {allowAttachments ? (
              <Group mr="auto">
                <AttachFilesButton uploads={uploads} />
              </Group>
            ) : null}
            <Button variant="default" onClick={onCancel}>
              {t('boards.cancel')}
            </Button>
            <Button type="submit" loading={saving || uploads.uploading} disabled={over}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
