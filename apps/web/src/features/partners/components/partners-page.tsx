import type { Partner, PartnerKind } from '@makerboard/shared';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { withPartner } from '../../../api/partner.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePartners } from '../api/list-partners.ts';
import { safeLink } from '../safe-url.ts';
import { PartnerDetail } from './partner-detail.tsx';
import { PartnerLogo } from './partner-logo.tsx';

const PAGES: Record<PartnerKind, { title: string; intro: string; empty: string; path: string }> = {
  partner: {
    title: 'partners.partner.title',
    intro: 'partners.partner.intro',
    empty: 'partners.partner.empty',
    path: 'partners',
  },
  sponsor: {
    title: 'partners.sponsor.title',
    intro: 'partners.sponsor.intro',
    empty: 'partners.sponsor.empty',
    path: 'sponsors',
  },
  specialAward: {
    title: 'partners.specialAward.title',
    intro: 'partners.specialAward.intro',
    empty: 'partners.specialAward.empty',
    path: 'special-award-organizations',
  },
};

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const website = safeLink(partner.website);
  const page = PAGES[partner.kind];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={`partner-${partner.id}`}
      style={partner.colors.primary ? { borderTop: `4px solid ${partner.colors.primary}` } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="center">
          <PartnerLogo partner={partner} size={72} />
          <Title order={2} fz="lg" id={`partner-${partner.id}`}>
            {partner.title}
          </Title>
        </Group>
        <Text size="sm" c="gray.7" style={{ flex: 1 }}>
          {partner.description}
        </Text>
        <Group gap="md" justify="space-between">
          {website ? (
            <Anchor href={website} target="_blank" rel="noopener noreferrer" size="sm">
              {t('partners.website', { name: partner.title })}
            </Anchor>
          ) : (
            <span />
          )}
          <Button
            component={Link}
            to={withPartner(`/${page.path}?partner=${encodeURIComponent(partner.name)}`, pathname)}
            variant="default"
            size="xs"
            aria-label={t('partners.moreAbout', { name: partner.title })}
          >
            {t('partners.more')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** partners, sponsors, special-award-organizations (spec/000 §2): the organisations of one kind. */
function PartnerList({ kind }: { kind: PartnerKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chosen = params.get('partner');
  const page = PAGES[kind];
  const partners = usePartners(kind);
  if (chosen) return <PartnerDetail name={chosen} backTo={`/${page.path}`} backLabel={t(page.title)} />;
  return (
    <Page title={t(page.title)} description={t(page.intro)} size="lg">
      <QueryState
        query={partners}
        empty={<Text c="gray.7">{t(page.empty)}</Text>}
        isEmpty={(data) => data.partners.length === 0}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {data.partners.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Page>
  );
}

export const PartnersPage = () => <PartnerList kind="partner" />;
export const SponsorsPage = () => <PartnerList kind="sponsor" />;
export const SpecialAwardsPage = () => <PartnerList kind="specialAward" />;
