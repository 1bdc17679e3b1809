import { Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemApi, systemKeys } from '../../api/system.ts';
import { Page } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';

/** The 6-digit code in a message, if any, so a newcomer can spot it at once. */
export function findCode(text: string): string | null {
  return /\b(\d{6})\b/u.exec(text)?.[1] ?? null;
}

/** /dev/outbox: every email and SMS the development server would have sent, newest first. */
export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: systemKeys.outbox,
    queryFn: systemApi.outbox,
    refetchInterval: 5000,
    retry: false,
  });

  return (
    <Page
      title={t('outbox.title')}
      description={t('outbox.subtitle')}
      actions={
        <Group>
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            {t('outbox.refresh')}
          </Button>
        </Group>
      }
    >
      <QueryState
        query={query}
        errorTitle={t('outbox.unavailable')}
        empty={
          <Card withBorder padding="xl" bg="gray.0">
            <Text ta="center" c="gray.7">
              {t('outbox.empty')}
            </Text>
          </Card>
        }
        isEmpty={(messages) => messages.length === 0}
      >
        {(messages) => (
          <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {messages.map((message) => {
              const code = findCode(`${message.subject} ${message.text}`);
              return (
                <Card key={message.id} withBorder padding="lg" component="li">
                  <Stack gap="xs">
                    <Group justify="space-between" align="flex-start">
                      <Stack gap={2}>
                        <Title order={2} fz="md">
                          {message.subject || t('outbox.noSubject')}
                        </Title>
                        <Text size="sm" c="gray.7">
                          {t('outbox.to', { to: message.to })} ·{' '}
                          {new Date(message.createdAt).toLocaleString(i18n.language)}
                        </Text>
                      </Stack>
                      <Badge variant="outline" color={message.channel === 'sms' ? 'orange.9' : 'teal.9'}>
                        {message.channel === 'sms' ? t('outbox.sms') : t('outbox.email')}
                      </Badge>
                    </Group>
                    {code ? (
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {t('outbox.code')}
                        </Text>
                        <Code fz="lg" fw={700} c="teal.9">
                          {code}
                        </Code>
                      </Group>
                    ) : null}
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {message.text}
                    </Text>
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}

export default OutboxPage;
