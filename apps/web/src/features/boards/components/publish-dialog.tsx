import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Audience = 'everyone' | 'members';

/**
 * Publishing asks who should see the board (issue 16, item 6): everyone (Explore, search, the
 * profile) or only its members. The choice starts at the board's current setting.
 */
export function PublishDialog({
  initial,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  initial: Audience;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (audience: Audience) => void;
}) {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<Audience>(initial);
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('boards.publishDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Radio.Group
          value={audience}
          onChange={(value) => setAudience(value as Audience)}
          label={t('boards.publishDialog.question')}
        >
          <Stack gap="sm" mt="xs">
            {(['everyone', 'members'] as const).map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`boards.publishDialog.${value}`)}
                description={t(`boards.publishDialog.${value}Hint`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('boards.cancel')}
          </Button>
          <Button color="teal.9" loading={busy} onClick={() => onConfirm(audience)}>
            {t('boards.form.publish')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Where a just-published board now appears. */
export function PublishedNote({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" role="status">
      <Text size="sm">{t(`boards.publishDialog.done_${audience}`)}</Text>
    </Alert>
  );
}
