import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Awards as badges (a trophy and the name), for a board or a profile. */
export function AwardBadges({
  awards,
}: {
  awards: { id: number; name: string; description: string; projectID?: number }[];
}) {
  const { t } = useTranslation();
  if (awards.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('awards.label')} role="list">
      {awards.map((a) => (
        <Tooltip
          key={`${a.id}-${a.projectID ?? 0}`}
          label={a.description || a.name}
          disabled={!a.description}
        >
          <Badge role="listitem" color="yellow" c="dark.8" variant="filled" leftSection="🏆" size="lg">
            {a.name}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
