import { Button, CopyButton, Popover, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { embedSnippet } from '../embed-snippet.ts';

/**
 * "Embed": the `<iframe>` code another site pastes to show this public board's card (the embed
 * page, spec/000 §2 `embed`), ready to copy.
 */
export function EmbedButton({ boardId, title }: { boardId: number; title: string }) {
  const { t } = useTranslation();
  const code = embedSnippet(window.location.origin, boardId, title);
  return (
    <Popover width={360} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs">
          {t('embed.share')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('embed.shareTitle')}>
        <Stack gap="xs">
          <Text fw={600}>{t('embed.shareTitle')}</Text>
          <Text size="sm" c="gray.7">
            {t('embed.shareHint')}
          </Text>
          <Textarea label={t('embed.code')} value={code} readOnly autosize minRows={3} ff="monospace" />
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'teal.9' : undefined}>
                {copied ? t('embed.copied') : t('embed.copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
