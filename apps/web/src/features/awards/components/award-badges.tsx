import { Badge, Box, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePartnerPath } from '../../../components/partner-link.tsx';

/** Awards as badges (a trophy and the name), for a board or a profile; each opens the award's boards. */
export function AwardBadges({
  awards,
}: {
  awards: { id: number; name: string; description: string; projectID?: number }[];
}) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  if (awards.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('awards.label')} role="list">
      {awards.map((a) => (
        <Box role="listitem" key={`${a.id}-${a.projectID ?? 0}`}>
          <Tooltip label={a.description || a.name} disabled={!a.description}>
            <Badge
              component={Link}
              to={to(`/viewAll?award=${a.id}`)}
              color="yellow"
              c="dark.8"
              variant="filled"
              leftSection="🏆"
              size="lg"
              style={{ cursor: 'pointer' }}
            >
              {a.name}
            </Badge>
          </Tooltip>
        </Box>
      ))}
    </Group>
  );
}
