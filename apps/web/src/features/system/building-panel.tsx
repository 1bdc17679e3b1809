import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The inline "being built" state for a tab or section of a built screen. */
export function BuildingPanel({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" bg="gray.0" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" ta="center" gap={6}>
        <Text fw={700}>{t('building.title')}</Text>
        <Text c="gray.7">{t('building.body', { feature: name })}</Text>
      </Stack>
    </Paper>
  );
}
