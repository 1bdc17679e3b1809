import { COMMENT_MAX } from '@makerboard/shared/limits';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { MentionTextarea } from '../../../components/mention-textarea.tsx';
import { AttachFilesButton, PendingUploadsList, usePendingUploads } from '../../media/index.ts';
import type { NewComment } from '../api/create-comment.ts';

/** The comment form: text, the anonymous option, and the server's refusal shown as it comes. */
export function CommentForm({
  onSubmit,
  pending,
  error,
  label,
  submitLabel,
  onCancel,
  initial = '',
  allowAnonymous = true,
  allowAttachments = false,
  autoFocus = false,
}: {
  onSubmit: (input: Omit<NewComment, 'parentID'>, done: () => void) => void;
  pending: boolean;
  error: unknown;
  label: string;
  submitLabel: string;
  onCancel?: () => void;
  initial?: string;
  allowAnonymous?: boolean;
  /** A new comment or reply may carry files (spec/000 §3 Comment attachments). */
  allowAttachments?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState(initial);
  const [anonymous, setAnonymous] = useState(false);
  const uploads = usePendingUploads();
  const errorId = useId();
  const empty = body.trim().length === 0;
  const uploading = uploads.uploading;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || uploading) return;
        const attachments = uploads.ids;
        onSubmit({ body: body.trim(), anonymous, ...(attachments.length ? { attachments } : {}) }, () => {
          setBody('');
          setAnonymous(false);
          uploads.reset();
        });
      }}
    >
      <Stack gap="xs">
        <MentionTextarea
          label={label}
          value={body}
          onValueChange={setBody}
          autosize
          minRows={2}
          maxRows={10}
          maxLength={COMMENT_MAX}
          data-autofocus={autoFocus || undefined}
          autoFocus={autoFocus}
          error={error ? errorMessage(error) : undefined}
          errorProps={{ role: 'alert', id: errorId }}
          // Mantine colours the text of an invalid field red; keep it readable (WCAG AA).
          styles={{ input: { color: 'var(--mantine-color-text)' } }}
        />
        <PendingUploadsList uploads={uploads} />
        <Group justify="space-between">
          {allowAnonymous ? (
            <Checkbox
              label={t('boards.comments.anonymous')}
              checked={anonymous}
              onChange={(event) => setAnonymous(event.currentTarget.checked)}
            />
          ) : (
            <span />
          )}
          <Group gap="xs">
            {allowAttachments ? <AttachFilesButton uploads={uploads} /> : null}
            {onCancel ? (
              <Button variant="default" size="xs" onClick={onCancel}>
                {t('boards.cancel')}
              </Button>
            ) : null}
            <Button type="submit" size="xs" loading={pending || uploading} disabled={empty}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
