import { Alert, Button, Group, Modal, Progress, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { Icon } from '../../../components/icon.tsx';
import { uploadFile } from '../api/upload-file.ts';

/** What a picture becomes: cropped to `aspect`, at most `width` pixels wide, JPEG. */
export interface PictureShape {
  /** Width over height: 16 / 9 for a cover, 1 for a profile picture. */
  aspect: number;
  /** The widest the uploaded picture is (a cover 1600, a profile picture 512). */
  width: number;
}

/** The cropped area of the picture, drawn at the shape's size (never upscaled), as a JPEG. */
async function crop(source: string, area: Area, shape: PictureShape, name: string): Promise<File> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const width = Math.min(shape.width, Math.round(area.width));
  const height = Math.round(width / shape.aspect);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
  if (!blob) throw new Error('canvas');
  return new File([blob], `${name.replace(/\.[^.]+$/, '') || 'picture'}.jpg`, { type: 'image/jpeg' });
}

/**
 * Choose a picture, frame it and upload it (issue 16, item 3): the crop runs in the browser, the
 * server re-encodes what it receives (metadata dropped) and `onUploaded` gets the upload's URL, which
 * the caller saves (a board's cover, a profile picture). The framing works with the mouse, touch and
 * the keyboard (arrow keys move the picture, the slider zooms).
 */
export function PicturePicker({
  shape,
  label,
  onUploaded,
  disabled = false,
}: {
  shape: PictureShape;
  label: string;
  onUploaded: (url: string) => void | Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();

  // The chosen file's object URL lives while the dialog shows it.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const close = () => {
    setChosen(null);
    setProgress(null);
    setError(null);
    setZoom(1);
    setPosition({ x: 0, y: 0 });
  };

  const use = async () => {
    if (!chosen || !area) return;
    setError(null);
    setProgress(0);
    try {
      const file = await crop(chosen.url, area, shape, chosen.name);
      const upload = await uploadFile(file, setProgress);
      if (!upload.url) throw new Error('canvas');
      await onUploaded(upload.url);
      close();
    } catch (reason) {
      setProgress(null);
      setError(
        reason instanceof Error && reason.message === 'canvas'
          ? t('picture.unreadable')
          : (errorMessage(reason) ?? t('picture.unreadable')),
      );
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<Icon name="plus" size={16} />}
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) setChosen({ url: URL.createObjectURL(file), name: file.name });
        }}
      />
      <Modal
        opened={chosen !== null}
        onClose={close}
        title={t('picture.cropTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {chosen ? (
          <Stack gap="sm">
            <Text id={helpId} size="sm" c="gray.7">
              {t('picture.cropHelp')}
            </Text>
            <div style={{ position: 'relative', height: 320, background: 'var(--mantine-color-dark-7)' }}>
              <Cropper
                image={chosen.url}
                crop={position}
                zoom={zoom}
                aspect={shape.aspect}
                cropShape={shape.aspect === 1 ? 'round' : 'rect'}
                onCropChange={setPosition}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                keyboardStep={10}
                mediaProps={{ alt: t('picture.cropTitle'), onError: () => setError(t('picture.unreadable')) }}
                cropperProps={{ 'aria-describedby': helpId }}
              />
            </div>
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`${helpId}-zoom`}>
                {t('picture.zoom')}
              </Text>
              <Slider
                value={zoom}
                onChange={setZoom}
                min={1}
                max={3}
                step={0.05}
                label={null}
                thumbProps={{ 'aria-labelledby': `${helpId}-zoom` }}
              />
            </Stack>
            {progress !== null ? (
              <Progress value={progress * 100} aria-label={t('picture.uploading')} animated />
            ) : null}
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('boards.cancel')}
              </Button>
              <Button onClick={() => void use()} loading={progress !== null} disabled={!area}>
                {t('picture.use')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
