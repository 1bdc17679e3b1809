import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useIframes } from '../api.ts';
import { SafeFrame } from './safe-frame.tsx';

/**
 * `contests/iframes` (spec/000 §2, login only): the contests' frames, each with its event, so a
 * participant finds every event's live page in one place. Frames load as they scroll into view.
 */
export function ContestsIframesPage() {
  const { t } = useTranslation();
  const frames = useIframes();
  return (
    <Page title={t('iframes.contests.title')} description={t('iframes.contests.intro')}>
      <QueryState
        query={frames}
        isEmpty={(data) => data.iframes.filter((i) => i.allowed).length === 0}
        empty={<Text c="gray.7">{t('iframes.contests.empty')}</Text>}
      >
        {(data) => (
          <Stack gap="xl">
            {data.iframes
              .filter((i) => i.allowed)
              .map((iframe) => (
                <Card
                  key={iframe.id}
                  withBorder
                  radius="md"
                  padding="md"
                  component="article"
                  aria-labelledby={`contest-${iframe.id}`}
                >
                  <Stack gap="sm">
                    <Group justify="space-between" wrap="wrap">
                      <Title order={2} fz="lg" id={`contest-${iframe.id}`}>
                        {iframe.title}
                      </Title>
                      <Badge variant="outline" color="teal.9">
                        {iframe.eventName}
                      </Badge>
                    </Group>
                    <SafeFrame iframe={iframe} height={360} />
                  </Stack>
                </Card>
              ))}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
