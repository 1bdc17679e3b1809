import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PicturePicker } from '../../media/index.ts';

/** A cover is 16:9 on cards and in the board's header; uploaded at most 1600 px wide. */
const COVER = { aspect: 16 / 9, width: 1600 };

/** Whether a cover URL is one of ours (an upload's signed URL) rather than a link someone typed. */
const isOurs = (url: string) => url.startsWith('/api/');

/**
 * The board's cover (issue 16, item 3): upload a picture and frame it, remove it, or give a link.
 * The value is a URL: an upload's own URL makes it an uploaded cover on the server.
 */
export default function CoverField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {t('picture.coverLabel')}
      </Text>
      <Text size="xs" c="gray.7">
        {t('picture.coverHint')}
      </Text>
      {value ? (
        <Image
          src={value}
          alt={t('picture.coverPreview')}
          radius="sm"
          h={120}
          w={213}
          fit="cover"
          data-testid="cover-preview"
        />
      ) : null}
      <Group gap="xs">
        <PicturePicker
          shape={COVER}
          label={value ? t('picture.change') : t('picture.upload')}
          onUploaded={(url) => onChange(url)}
        />
        {value ? (
          <Button variant="subtle" color="red.9" c="red.9" onClick={() => onChange('')}>
            {t('picture.remove')}
          </Button>
        ) : null}
      </Group>
      <TextInput
        label={t('picture.coverLink')}
        type="url"
        value={isOurs(value) ? '' : value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder="https://"
      />
    </Stack>
  );
}
