import { Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Icon } from '../../../components/icon.tsx';
import { uploadFile } from '../api/upload-file.ts';

interface PendingFile {
  key: string;
  name: string;
  progress: number;
  /** The upload's id once the server has it. */
  id?: number;
  error?: string;
}

/**
 * Files chosen for something not saved yet (a new comment, a new section): each is uploaded at
 * once with its progress (POST /uploads), and the thing sends their ids when it is saved.
 */
export function usePendingUploads() {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const attach = async (chosen: File[]) => {
    for (const file of chosen) {
      const key = `${file.name}-${Math.random()}`;
      const patch = (change: Partial<PendingFile>) =>
        setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));
      setFiles((list) => [...list, { key, name: file.name, progress: 0 }]);
      try {
        const upload = await uploadFile(file, (progress) => patch({ progress }));
        patch({ id: upload.id, progress: 1 });
      } catch (reason) {
        patch({ error: errorMessage(reason) });
      }
    }
  };
  return {
    files,
    attach,
    remove: (key: string) => setFiles((list) => list.filter((f) => f.key !== key)),
    reset: () => setFiles([]),
    /** Whether a file is still on its way (the form waits for it). */
    uploading: files.some((f) => f.id === undefined && !f.error),
    /** The ids of the files uploaded, in the order chosen. */
    ids: files.flatMap((f) => (f.id === undefined ? [] : [f.id])),
  };
}

export type PendingUploads = ReturnType<typeof usePendingUploads>;

/** The chosen files, each with its progress or its error, and a button to leave it out. */
export function PendingUploadsList({ uploads }: { uploads: PendingUploads }) {
  const { t } = useTranslation();
  if (!uploads.files.length) return null;
  return (
    <Stack gap={4}>
      {uploads.files.map((file) => (
        <Group key={file.key} gap="xs" wrap="nowrap">
          <Text size="xs" style={{ overflowWrap: 'anywhere', flex: 1 }}>
            {file.name}
          </Text>
          {file.error ? (
            <Text size="xs" c="red.9" role="alert">
              {file.error}
            </Text>
          ) : (
            <Progress
              w={120}
              value={file.progress * 100}
              aria-label={t('boards.attachments.uploading', { name: file.name })}
            />
          )}
          <CloseButton
            size="sm"
            aria-label={t('boards.attachments.remove', { name: file.name })}
            onClick={() => uploads.remove(file.key)}
          />
        </Group>
      ))}
    </Stack>
  );
}

/** "Attach files": opens the file picker; what is chosen starts uploading. */
export function AttachFilesButton({ uploads }: { uploads: PendingUploads }) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<Icon name="plus" size={14} />}
        onClick={() => picker.current?.click()}
      >
        {t('boards.attachments.add')}
      </Button>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        aria-label={t('boards.attachments.add')}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void uploads.attach(chosen);
        }}
      />
    </>
  );
}
