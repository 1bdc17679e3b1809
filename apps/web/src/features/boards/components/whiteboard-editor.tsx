import '@excalidraw/excalidraw/index.css';
import { Excalidraw, exportToBlob, serializeAsJSON } from '@excalidraw/excalidraw';
import type { UploadView } from '@makerboard/shared';
import { Alert, Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { saveWhiteboard } from '../api/save-whiteboard.ts';

const EXCALIDRAW_LANGUAGES: Record<string, string> = { en: 'en', de: 'de-DE', fr: 'fr-FR' };

type Api = Parameters<NonNullable<Parameters<typeof Excalidraw>[0]['excalidrawAPI']>>[0];
type InitialData = Exclude<
  NonNullable<Parameters<typeof Excalidraw>[0]['initialData']>,
  ((...args: never[]) => unknown) | Promise<unknown>
>;

/**
 * The whiteboard (spec/000 §2 "whiteboard" modal): Excalidraw, loaded only when opened. Saving
 * stores the scene (JSON, to reopen and edit) and a PNG preview (what the section shows).
 */
export default function WhiteboardEditor({
  sectionId,
  upload,
  onSaved,
  onCancel,
}: {
  sectionId: number;
  upload?: UploadView | undefined;
  onSaved: () => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Excalidraw's own menus in the reader's language (its locale codes).
  const langCode = EXCALIDRAW_LANGUAGES[i18n.language] ?? 'en';
  const [api, setApi] = useState<Api | null>(null);
  const [initial, setInitial] = useState<InitialData | null | undefined>(upload?.sceneUrl ? undefined : null);
  const [name, setName] = useState(
    upload?.name.replace(/\.png$/, '') ?? t('boards.attachments.whiteboardName'),
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!upload?.sceneUrl) return;
    const controller = new AbortController();
    fetch(upload.sceneUrl, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(response.statusText))))
      .then((scene: InitialData) =>
        setInitial({
          elements: scene.elements ?? [],
          appState: scene.appState ?? {},
          files: scene.files ?? {},
        }),
      )
      .catch((reason) => {
        if (!controller.signal.aborted) {
          setError(reason);
          setInitial(null);
        }
      });
    return () => controller.abort();
  }, [upload?.sceneUrl]);

  const save = async () => {
    if (!api) return;
    setSaving(true);
    setError(null);
    try {
      const elements = api.getSceneElements();
      const appState = api.getAppState();
      const files = api.getFiles();
      const preview = await exportToBlob({
        elements,
        appState: { ...appState, exportBackground: true, viewBackgroundColor: '#ffffff' },
        files,
        mimeType: 'image/png',
      });
      const scene = serializeAsJSON(elements, appState, files, 'local');
      await saveWhiteboard({
        sectionId,
        uploadId: upload?.id,
        scene,
        preview,
        name: `${name.trim() || t('boards.attachments.whiteboardName')}.png`,
      });
      await onSaved();
    } catch (reason) {
      setError(reason);
    } finally {
      setSaving(false);
    }
  };

  if (initial === undefined) return <Loader aria-label={t('common.loading')} />;
  return (
    <Stack gap="sm" h="calc(100vh - 90px)">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('boards.attachments.whiteboardNameLabel')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
          w={280}
        />
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('boards.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!api} data-testid="whiteboard-save">
            {t('boards.attachments.saveWhiteboard')}
          </Button>
        </Group>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <div
        style={{ flex: 1, minHeight: 320, border: '1px solid var(--mantine-color-gray-3)' }}
        data-testid="whiteboard-canvas"
      >
        {api ? null : (
          <Group justify="center" p="md">
            <Loader aria-label={t('common.loading')} />
          </Group>
        )}
        <Excalidraw excalidrawAPI={setApi} initialData={initial ?? undefined} langCode={langCode} />
      </div>
    </Stack>
  );
}
