import type { AttachmentView, UploadView } from '@makerboard/shared';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Icon } from '../../../components/icon.tsx';
import { AttachmentBody } from '../../media/index.ts';
import { attachFile } from '../api/add-attachment.ts';
import { useMoveAttachment } from '../api/move-attachment.ts';
import { useReloadSections } from '../api/reload-sections.ts';
import { useRemoveAttachment } from '../api/remove-attachment.ts';

const WhiteboardEditor = lazy(() => {
  // Excalidraw's fonts come from our origin (vite.config.ts copies them; the CSP allows no font
  // CDN). Set before its code loads: it reads the path when its modules run.
  (window as unknown as { EXCALIDRAW_ASSET_PATH: string }).EXCALIDRAW_ASSET_PATH = '/excalidraw-assets/';
  return import('./whiteboard-editor.tsx');
});

/**
 * Where the whiteboard cannot be edited (spec/001 §8 "whiteboard editing unsupported in the
 * browser"): a screen narrower than 600 px, a device without any pointer, or when the editor's
 * code fails to load (docs/decisions.md "Media").
 */
export function whiteboardSupported(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.innerWidth >= 600 && !window.matchMedia('(pointer: none)').matches;
}

class WhiteboardBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Pending {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/**
 * A section's attachments (spec/000 §3): images as thumbnails, videos as players (with their
 * phase until playable), whiteboards as previews, other files as links. In edit mode: a picker and
 * a drop zone with upload progress, reordering, deleting and drawing a whiteboard.
 */
export function SectionAttachments({
  boardId,
  sectionId,
  attachments,
  editable,
  maxAttachments,
}: {
  boardId: number;
  sectionId: number;
  attachments: AttachmentView[];
  editable: boolean;
  maxAttachments: number;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [whiteboard, setWhiteboard] = useState<{ open: boolean; upload?: UploadView }>({ open: false });
  const remove = useRemoveAttachment(boardId, sectionId);
  const move = useMoveAttachment(boardId, sectionId);
  const refresh = useReloadSections(boardId);
  const full = attachments.length + pending.filter((p) => !p.error).length >= maxAttachments;

  const send = async (files: File[]) => {
    for (const file of files) {
      const key = `${file.name}-${Math.random()}`;
      setPending((list) => [...list, { key, name: file.name, progress: 0 }]);
      try {
        await attachFile(sectionId, file, (progress) =>
          setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
        );
        await refresh();
        setPending((list) => list.filter((p) => p.key !== key));
      } catch (error) {
        setPending((list) => list.map((p) => (p.key === key ? { ...p, error: errorMessage(error) } : p)));
      }
    }
  };

  if (!editable && attachments.length === 0) return null;
  const unsupported = (
    <Alert color="yellow" role="alert" data-testid="whiteboard-unsupported">
      {t('boards.attachments.whiteboardUnsupported')}
    </Alert>
  );
  const mutationError = remove.error ?? move.error;

  return (
    <Stack gap="sm" data-testid={`attachments-${sectionId}`}>
      {attachments.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {attachments.map((attachment, index) => (
            <Stack key={attachment.id} gap={4}>
              <AttachmentBody attachment={attachment} onChange={refresh} />
              {editable ? (
                <Group gap={4} justify="flex-end">
                  {attachment.upload.kind === 'whiteboard' ? (
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => setWhiteboard({ open: true, upload: attachment.upload })}
                    >
                      {t('boards.attachments.editWhiteboard')}
                    </Button>
                  ) : null}
                  <ActionIcon
                    size="sm"
                    variant="default"
                    disabled={index === 0 || attachment.locked || move.isPending}
                    aria-label={t('boards.attachments.moveUp', { name: attachment.upload.name })}
                    onClick={() => move.mutate({ attachmentId: attachment.id, to: index - 1 })}
                  >
                    <Icon name="up" size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="default"
                    disabled={index === attachments.length - 1 || attachment.locked || move.isPending}
                    aria-label={t('boards.attachments.moveDown', { name: attachment.upload.name })}
                    onClick={() => move.mutate({ attachmentId: attachment.id, to: index + 1 })}
                  >
                    <Icon name="down" size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red.9"
                    disabled={attachment.locked}
                    loading={remove.isPending && remove.variables === attachment.id}
                    aria-label={t('boards.attachments.remove', { name: attachment.upload.name })}
                    onClick={() => {
                      if (window.confirm(t('boards.attachments.confirmRemove'))) remove.mutate(attachment.id);
                    }}
                  >
                    <Icon name="trash" size={14} />
                  </ActionIcon>
                </Group>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      {mutationError ? (
        <Alert color="red" role="alert">
          {errorMessage(mutationError)}
        </Alert>
      ) : null}
      {pending.map((item) => (
        <Stack key={item.key} gap={4}>
          <Group justify="space-between">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            {item.error ? (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setPending((list) => list.filter((p) => p.key !== item.key))}
              >
                {t('common.close')}
              </Button>
            ) : (
              <Text size="xs" c="gray.7">
                {Math.round(item.progress * 100)}%
              </Text>
            )}
          </Group>
          {item.error ? (
            <Alert color="red" role="alert" p="xs">
              {item.error}
            </Alert>
          ) : (
            <Progress
              value={item.progress * 100}
              aria-label={t('boards.attachments.uploading', { name: item.name })}
              data-testid="upload-progress"
            />
          )}
        </Stack>
      ))}
      {editable ? (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!full) void send([...event.dataTransfer.files]);
          }}
          p="sm"
          style={{
            border: `2px dashed ${dragging ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-gray-4)'}`,
            borderRadius: 8,
          }}
          data-testid={`dropzone-${sectionId}`}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="gray.7">
              {full
                ? t('boards.attachments.full', { max: maxAttachments })
                : t('boards.attachments.drop', { max: maxAttachments })}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<Icon name="plus" size={14} />}
                disabled={full}
                onClick={() => input.current?.click()}
              >
                {t('boards.attachments.add')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<Icon name="edit" size={14} />}
                disabled={full}
                onClick={() => setWhiteboard({ open: true })}
              >
                {t('boards.attachments.draw')}
              </Button>
            </Group>
          </Group>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={t('boards.attachments.add')}
            accept="image/jpeg,image/png,image/gif,video/mp4,video/quicktime,video/webm,video/x-msvideo,.avi,.pdf,.zip,.txt,.csv,.md,.stl,.docx,.xlsx,.pptx,.odt,.ods,.odp,.mp3,.wav"
            data-testid={`file-input-${sectionId}`}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              void send(files);
            }}
          />
        </Box>
      ) : null}
      <Modal
        opened={whiteboard.open}
        onClose={() => setWhiteboard({ open: false })}
        title={t('boards.attachments.whiteboardTitle')}
        fullScreen
      >
        {whiteboard.open ? (
          whiteboardSupported() ? (
            <WhiteboardBoundary fallback={unsupported}>
              <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
                <WhiteboardEditor
                  sectionId={sectionId}
                  upload={whiteboard.upload}
                  onSaved={async () => {
                    await refresh();
                    setWhiteboard({ open: false });
                  }}
                  onCancel={() => setWhiteboard({ open: false })}
                />
              </Suspense>
            </WhiteboardBoundary>
          ) : (
            unsupported
          )
        ) : null}
      </Modal>
    </Stack>
  );
}
