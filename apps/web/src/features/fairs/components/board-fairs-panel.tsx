import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { useEligibleFairs } from '../api/eligible-fairs.ts';
import { useFairs } from '../api/list-fairs.ts';
import { SubmissionBadge } from './submission-status.tsx';
import { SubmitForm } from './submit-form.tsx';

/**
 * A board's fairs, for its owners (issue 10 item 2): where it stands in each fair it entered (with
 * a decline reason, a reviewer's comment, a coordinator's message) and the open fairs it may enter.
 */
export function BoardFairsPanel({ boardId }: { boardId: number }) {
  const { t } = useTranslation();
  const to = usePartnerPath();
  const [search, setSearch] = useSearchParams();
  const eligible = useEligibleFairs(boardId);
  const fairs = useFairs();
  const wanted = Number(search.get('submit')) || null;
  const [open, setOpen] = useState<number | null>(wanted);
  const [done, setDone] = useState(false);
  const nameOf = (id: number) => fairs.data?.find((f) => f.id === id)?.name ?? `#${id}`;

  if (eligible.isPending) return <Loader aria-label={t('common.loading')} />;
  if (eligible.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(eligible.error)}
      </Alert>
    );
  const { submissions, fairs: openFairs } = eligible.data;
  if (submissions.length === 0 && openFairs.length === 0) return null;
  const close = () => {
    setOpen(null);
    if (search.has('submit')) {
      search.delete('submit');
      setSearch(search, { replace: true });
    }
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="board-fairs-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="board-fairs-title">
          {t('fairs.panel.title')}
        </Title>
        {done ? (
          <Alert color="teal.9" role="status">
            {t('fairs.panel.submitted')}
          </Alert>
        ) : null}
        {submissions.map((s) => (
          <Stack key={s.id} gap={4} data-testid={`submission-${s.fair_id}`}>
            <Group gap="sm">
              <Anchor fw={600} c="teal.9" component={Link} to={to(`/fair/${s.fair_id}`)}>
                {nameOf(s.fair_id)}
              </Anchor>
              <SubmissionBadge status={s.status} />
              {s.district ? (
                <Text size="sm" c="gray.7">
                  {t('fairs.panel.district', { district: s.district })}
                </Text>
              ) : null}
            </Group>
            {s.status === 'declined' ? (
              <Alert color="red.9" variant="light" title={t('fairs.panel.declinedTitle')}>
                <Text size="sm">{s.reason}</Text>
                {s.declineComment ? (
                  <Text size="sm" mt={4}>
                    {t('fairs.panel.comment', { comment: s.declineComment })}
                  </Text>
                ) : null}
              </Alert>
            ) : null}
            {s.status === 'unsubmitted' ? (
              <Alert color="orange.9" variant="light" title={t('fairs.panel.sentBackTitle')}>
                {s.message ? <Text size="sm">{s.message}</Text> : null}
                <Button size="xs" mt="xs" onClick={() => setOpen(s.fair_id)}>
                  {t('fairs.panel.resubmit')}
                </Button>
              </Alert>
            ) : null}
          </Stack>
        ))}
        {openFairs
          .filter((f) => !submissions.some((s) => s.fair_id === f.id))
          .map((f) => (
            <Group key={f.id} justify="space-between">
              <Text>{t('fairs.panel.mayEnter', { fair: f.name })}</Text>
              <Button size="xs" variant="default" onClick={() => setOpen(f.id)}>
                {t('fairs.panel.submitTo', { fair: f.abbreviation })}
              </Button>
            </Group>
          ))}
        {open
          ? (() => {
              const fair = openFairs.find((f) => f.id === open);
              if (!fair) return null;
              const previous = submissions.find((s) => s.fair_id === open);
              return (
                <SubmitForm
                  boardId={boardId}
                  fair={fair}
                  district={previous?.district ?? null}
                  gradeBand={previous?.gradeBand}
                  language={previous?.language}
                  onDone={() => {
                    setDone(true);
                    close();
                  }}
                  onCancel={close}
                />
              );
            })()
          : null}
      </Stack>
    </Card>
  );
}
