import type { JudgeRegistration } from '@makerboard/shared';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { systemApi, systemKeys } from '../../../api/system.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useDecideRegistration, useRegistrations } from '../api/registrations.ts';

const STATUS_COLOR = { pending: 'gray.8', approved: 'teal.9', declined: 'red.9' } as const;

/** Category and subcategory names by id (one table, one id space), for the expertise a person gave. */
function useSubcategoryNames() {
  const language = currentLanguage();
  const query = useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    staleTime: 10 * 60_000,
  });
  return useMemo(() => {
    const names = new Map<number, string>();
    for (const category of query.data ?? []) {
      names.set(category.id, category.name);
      for (const sub of category.subCategories ?? []) names.set(sub.id, sub.name);
    }
    return names;
  }, [query.data]);
}

/** What a person offered: expertise, languages, grade bands and when they can judge. */
function Offer({ registration: r, names }: { registration: JudgeRegistration; names: Map<number, string> }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const lines = [
    r.expertise.length
      ? t('judging.registrations.expertise', {
          list: r.expertise.map((id) => names.get(id) ?? `#${id}`).join(', '),
        })
      : null,
    r.languages.length ? t('judging.registrations.languages', { list: r.languages.join(', ') }) : null,
    r.gradeBands.length ? t('judging.registrations.gradeBands', { list: r.gradeBands.join(', ') }) : null,
    r.availability.length
      ? t('judging.registrations.availability', {
          list: r.availability.map((w) => `${time(w.start)} – ${time(w.end)}`).join('; '),
        })
      : t('judging.registrations.anyTime'),
  ].filter((line): line is string => line !== null);
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="sm" c="gray.7">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The people who offered to judge (judgeregistration): an organiser approves or declines each. */
export function RegistrationsPanel({ fairId }: { fairId: number }) {
  const { t } = useTranslation();
  const registrations = useRegistrations(fairId);
  const decide = useDecideRegistration(fairId);
  const names = useSubcategoryNames();
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
          <Group key={r.id} justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={500}>{r.user.firstName || r.user.userName}</Text>
                <Text size="sm" c="gray.7">
                  @{r.user.userName}
                </Text>
                <Badge variant="outline" color={STATUS_COLOR[r.status]}>
                  {t(`judging.registrations.${r.status}`)}
                </Badge>
              </Group>
              <Offer registration={r} names={names} />
            </Stack>
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
