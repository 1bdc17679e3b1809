import type { Fair } from '@makerboard/shared';
import { hasAdminTypeRole } from '@makerboard/shared/constants';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useFairs } from '../../fairs/index.ts';
import { NotFoundPage } from '../../system/index.ts';

/** Who runs every fair's judging (docs/judging.md "Who may do what"). */
const RUNNERS = ['admin', 'judgingAdmin'];

/** Who opens adminJudge: an admin-type role (spec/000 §6), or the judging administrators it is for. */
export const opensJudgingAdmin = (roles: readonly string[] | undefined) =>
  hasAdminTypeRole(roles) || !!roles?.includes('judgingAdmin');

type Phase = 'unscheduled' | 'upcoming' | 'open' | 'closed';

/** Where a fair's judging stands now: not scheduled, before its window, in it, or after it. */
export function judgingPhase(fair: Pick<Fair, 'judgingStart' | 'judgingEnd'>, now = Date.now()): Phase {
  if (!fair.judgingStart || !fair.judgingEnd) return 'unscheduled';
  if (now < Date.parse(fair.judgingStart)) return 'upcoming';
  if (now <= Date.parse(fair.judgingEnd)) return 'open';
  return 'closed';
}

const PHASE_COLOUR: Record<Phase, string> = {
  unscheduled: 'gray.8',
  upcoming: 'blue.9',
  open: 'teal.9',
  closed: 'gray.8',
};

function FairCard({ fair, runner }: { fair: Fair; runner: boolean }) {
  const { t, i18n } = useTranslation();
  const to = usePartnerPath();
  const phase = judgingPhase(fair);
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '';
  const organises = runner || fair.myRoles.includes('coordinator');
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={`judge-fair-${fair.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="lg" id={`judge-fair-${fair.id}`}>
            <Anchor component={Link} to={to(`/fair/${fair.id}`)} inherit>
              {fair.name}
            </Anchor>{' '}
            <Text span c="gray.7" fz="sm">
              {fair.abbreviation}
            </Text>
          </Title>
          <Badge color={PHASE_COLOUR[phase]} variant="outline" style={{ flexShrink: 0 }}>
            {t(`admin.judge.phase.${phase}`)}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {phase === 'unscheduled'
            ? t('admin.judge.noWindow')
            : t('admin.judge.window', { start: date(fair.judgingStart), end: date(fair.judgingEnd) })}
        </Text>
        {fair.resultsAt ? (
          <Text size="sm" c="gray.7">
            {t('admin.judge.results', { date: date(fair.resultsAt) })}
          </Text>
        ) : null}
        {organises ? (
          <Group gap="xs">
            <Button component={Link} to={to(`/fair/${fair.id}/judging`)} size="xs">
              {t('admin.judge.judging')}
            </Button>
            <Button component={Link} to={to(`/fair/${fair.id}/review`)} size="xs" variant="default">
              {t('admin.judge.review')}
            </Button>
            <Button component={Link} to={to(`/fair/${fair.id}/settings`)} size="xs" variant="default">
              {t('admin.judge.settings')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('admin.judge.organisersOnly')}</Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * adminJudge (spec/000 §2): the judging administrators' way in. Every fair with where its judging
 * stands, and for those who run it (admin, judgingAdmin, the fair's coordinators) its judging,
 * review and settings screens (docs/judging.md). Not found without an admin-type or judging role.
 */
export function JudgingAdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  const roles = session.user?.roles;
  const fairs = useFairs();
  if (session.status !== 'loggedIn' || !opensJudgingAdmin(roles)) return <NotFoundPage />;
  const runner = !!roles?.some((r) => RUNNERS.includes(r));
  const order: Record<Phase, number> = { open: 0, upcoming: 1, unscheduled: 2, closed: 3 };
  return (
    <Page title={t('admin.judge.title')} description={t('admin.judge.intro')} size="lg">
      <QueryState
        query={fairs}
        isEmpty={(list) => list.length === 0}
        empty={<Text c="gray.7">{t('admin.judge.empty')}</Text>}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {[...list]
              .sort((a, b) => order[judgingPhase(a)] - order[judgingPhase(b)])
              .map((fair) => (
                <FairCard key={fair.id} fair={fair} runner={runner} />
              ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Page>
  );
}
