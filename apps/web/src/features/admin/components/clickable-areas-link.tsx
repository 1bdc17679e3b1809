import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The admin area's entry to the clickable-area screens (admin/clickableAreas/create and View). */
export function ClickableAreasLink({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg">
      <Anchor component={Link} to="/admin/clickableAreas/View">
        {t('clickableAreas.viewTitle')}
      </Anchor>
      {readOnly ? (
        <Text size="sm" c="gray.7">
          {t('clickableAreas.readOnly')}
        </Text>
      ) : (
        <Anchor component={Link} to="/admin/clickableAreas/create">
          {t('clickableAreas.createTitle')}
        </Anchor>
      )}
    </Group>
  );
}
