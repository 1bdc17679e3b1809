import type { AttachmentView, UploadView } from '@makerboard/shared';
import { Anchor, Badge, Group, Image, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { useUploadPhase } from '../api/get-upload.ts';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A video: its phase (spec/000 §4) until it is playable, then the player with its poster. */
function VideoAttachment({ upload, onChange }: { upload: UploadView; onChange?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const phase = useUploadPhase(upload, onChange);
  const status = phase.data?.status ?? upload.status;
  if (upload.status === 'ready' && upload.url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: makers' own clips carry no caption track
      <video
        controls
        preload="metadata"
        poster={upload.posterUrl ?? undefined}
        src={upload.url}
        style={{ width: '100%', borderRadius: 8, background: '#000' }}
        aria-label={upload.name}
        data-testid="attachment-video"
      />
    );
  }
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" data-testid="attachment-video-phase">
      <Stack gap={6}>
        <Group gap="xs">
          {status === 'failed' ? null : <Loader size="xs" />}
          <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {upload.name}
          </Text>
        </Group>
        <Badge
          color={status === 'failed' ? 'red.9' : 'blue.9'}
          variant="outline"
          aria-live="polite"
          data-testid="attachment-video-status"
        >
          {t(`boards.attachments.phase.${status}`)}
        </Badge>
        {status === 'failed' ? (
          <Text size="sm" c="red.9">
            {t('boards.attachments.videoFailed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Attachments shown read-only (a comment's). `onChange` runs when a video's phase changes: the
 * caller reloads what holds the attachments, so the player comes with the ready video's address.
 */
export function AttachmentsView({
  attachments,
  onChange,
}: {
  attachments: AttachmentView[];
  onChange?: (() => void) | undefined;
}) {
  if (attachments.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" maw={560}>
      {attachments.map((attachment) => (
        <AttachmentBody key={attachment.id} attachment={attachment} onChange={onChange} />
      ))}
    </SimpleGrid>
  );
}

/**
 * One attachment: images and whiteboards as thumbnails, videos as players (with their phase until
 * playable), other files as links.
 */
export function AttachmentBody({
  attachment,
  onChange,
}: {
  attachment: AttachmentView;
  onChange?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { upload } = attachment;
  if (upload.kind === 'video') return <VideoAttachment upload={upload} onChange={onChange} />;
  if ((upload.kind === 'image' || upload.kind === 'whiteboard') && upload.url) {
    return (
      <Anchor
        href={upload.url}
        target="_blank"
        rel="noopener"
        aria-label={t('boards.attachments.open', { name: upload.name })}
      >
        <Image
          src={upload.thumbnailUrl ?? upload.url}
          alt={upload.kind === 'whiteboard' ? t('boards.attachments.whiteboardAlt') : upload.name}
          radius="md"
          fit="contain"
          mah={240}
          bg="gray.0"
          data-testid={upload.kind === 'whiteboard' ? 'attachment-whiteboard' : 'attachment-image'}
        />
      </Anchor>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="xs" wrap="nowrap">
        <Icon name="file" size={18} />
        <Anchor href={upload.url ?? undefined} download={upload.name} style={{ overflowWrap: 'anywhere' }}>
          {upload.name}
        </Anchor>
        <Text size="xs" c="gray.7">
          {formatSize(upload.size)}
        </Text>
      </Group>
    </Paper>
  );
}
