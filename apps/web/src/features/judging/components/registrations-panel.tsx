import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useDecideRegistration, useRegistrations } from '../api/registrations.ts';

const STATUS_COLOR = { pending: 'gray.8', approved: 'teal.9', declined: 'red.9' } as const;

/** The people who offered to judge (judgeregistration): an organiser approves or declines each. */
export function RegistrationsPanel({ fairId }: { fairId: number }) {
  const { t } = useTranslation();
  const registrations = useRegistrations(fairId);
  const decide = useDecideRegistration(fairId);
  const list = registrations.data ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="judge-registrations">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="judge-registrations">
          {t('judging.registrations.title')}
        </Title>
        {registrations.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(registrations.error)}
          </Alert>
        ) : null}
        {decide.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(decide.error)}
          </Alert>
        ) : null}
        {registrations.isSuccess && list.length === 0 ? (
          <Text c="gray.7">{t('judging.registrations.empty')}</Text>
        ) : null}
        {list.map((r) => (
          <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={500}>{r.user.firstName || r.user.userName}</Text>
              <Text size="sm" c="gray.7">
                @{r.user.userName}
                {r.languages.length ? ` · ${r.languages.join(', ')}` : ''}
                {r.gradeBands.length ? ` · ${r.gradeBands.join(', ')}` : ''}
              </Text>
              <Badge variant="outline" color={STATUS_COLOR[r.status]}>
                {t(`judging.registrations.${r.status}`)}
              </Badge>
            </Group>
            <Group gap="xs">
              {r.status !== 'approved' ? (
                <Button
                  size="compact-sm"
                  onClick={() => decide.mutate({ id: r.id, status: 'approved' })}
                  aria-label={t('judging.registrations.approveLabel', { name: r.user.userName })}
                >
                  {t('judging.registrations.approve')}
                </Button>
              ) : null}
              {r.status !== 'declined' ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => decide.mutate({ id: r.id, status: 'declined' })}
                  aria-label={t('judging.registrations.declineLabel', { name: r.user.userName })}
                >
                  {t('judging.registrations.decline')}
                </Button>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
