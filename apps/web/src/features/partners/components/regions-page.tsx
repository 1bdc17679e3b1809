import type { Region } from '@makerboard/shared';
import { Anchor, Card, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { withPartner } from '../../../api/partner.ts';
import { useSession } from '../../../api/session-store.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { InfiniteBoardGrid, useBoards } from '../../boards/index.ts';
import { useProvinces, useRegion } from '../api/regions.ts';
import { safeImage, safeLink } from '../safe-url.ts';
import { RegionEditor } from './region-editor.tsx';
import { RegionsAdmin } from './regions-admin.tsx';

/** A banner: its picture and title, a link when it has one. */
function BannerCard({ banner }: { banner: Region['banners'][number] }) {
  const image = safeImage(banner.imageUrl);
  const link = safeLink(banner.linkUrl);
  const body = (
    <Group gap="md" wrap="nowrap">
      {image ? <Image src={image} alt="" w={64} h={64} fit="contain" radius="sm" /> : null}
      <Text fw={600}>{banner.title}</Text>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="md">
      {link ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" c="inherit" underline="hover">
          {body}
        </Anchor>
      ) : (
        body
      )}
    </Card>
  );
}

function SponsorCard({ sponsor }: { sponsor: Region['sponsors'][number] }) {
  const { t } = useTranslation();
  const image = safeImage(sponsor.imageUrl);
  const link = safeLink(sponsor.url);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs" align="center">
        {image ? (
          <Image src={image} alt={t('partners.logoOf', { name: sponsor.name })} w={72} h={72} fit="contain" />
        ) : null}
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" ta="center" fw={600}>
            {sponsor.name}
          </Anchor>
        ) : (
          <Text ta="center" fw={600}>
            {sponsor.name}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** One region: its picture, banners, sponsors and boards (GET /projects?region={key}). */
function RegionView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const region = useRegion(id);
  const boards = useBoards({ region: region.data?.region.key, sort: 'newest' }, !!region.data);
  const isAdmin = session.status === 'loggedIn' && !!session.user?.roles.includes('admin');
  return (
    <Page
      title={region.data?.region.name ?? t('regions.title')}
      size="lg"
      actions={
        <Anchor component={Link} to={withPartner('/stemevents', pathname)} size="sm">
          {t('regions.back')}
        </Anchor>
      }
    >
      <QueryState query={region}>
        {({ region: r }) => {
          const image = safeImage(r.image);
          return (
            <Stack gap="xl">
              {image ? <Image src={image} alt={r.name} mah={280} fit="cover" radius="md" /> : null}
              {r.banners.length ? (
                <Stack gap="sm" component="section" aria-labelledby="region-banners">
                  <Title order={2} fz="xl" id="region-banners">
                    {t('regions.banners')}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {r.banners.map((banner) => (
                      <BannerCard key={banner.id} banner={banner} />
                    ))}
                  </SimpleGrid>
                </Stack>
              ) : null}
              <Stack gap="sm" component="section" aria-labelledby="region-sponsors">
                <Title order={2} fz="xl" id="region-sponsors">
                  {t('regions.sponsors')}
                </Title>
                {r.sponsors.length ? (
                  <SimpleGrid
                    cols={{ base: 2, sm: 3, md: 4 }}
                    spacing="md"
                    component="ul"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {r.sponsors.map((sponsor) => (
                      <SponsorCard key={sponsor.id} sponsor={sponsor} />
                    ))}
                  </SimpleGrid>
                ) : (
                  <Text c="gray.7">{t('regions.noSponsors')}</Text>
                )}
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="region-boards">
                <Title order={2} fz="xl" id="region-boards">
                  {t('regions.boards')}
                </Title>
                <InfiniteBoardGrid
                  query={boards}
                  headingLevel={3}
                  empty={<Text c="gray.7">{t('regions.noBoards')}</Text>}
                />
              </Stack>
              {isAdmin ? <RegionEditor region={r} /> : null}
            </Stack>
          );
        }}
      </QueryState>
    </Page>
  );
}

/**
 * stemevents: the regions, by province, where STEM events happen, and a region's page
 * (`?region={id}`) with its banners, sponsors and boards (docs/routes.md, docs/decisions.md).
 */
export function RegionsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const chosen = Number(params.get('region'));
  const session = useSession();
  const provinces = useProvinces();
  const isAdmin = session.status === 'loggedIn' && !!session.user?.roles.includes('admin');
  if (Number.isInteger(chosen) && chosen > 0) return <RegionView id={chosen} />;
  return (
    <Page title={t('regions.title')} description={t('regions.intro')} size="lg">
      <QueryState
        query={provinces}
        empty={<Text c="gray.7">{t('regions.empty')}</Text>}
        isEmpty={(data) => data.provinces.every((p) => p.regions.length === 0)}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {data.provinces
              .filter((p) => p.regions.length > 0)
              .map((province) => (
                <Card key={province.id} withBorder radius="md" padding="lg" component="section">
                  <Title order={2} fz="lg" mb="sm">
                    {province.name}
                  </Title>
                  <List spacing="xs" listStyleType="none" styles={{ root: { paddingLeft: 0 } }}>
                    {province.regions.map((region) => (
                      <List.Item key={region.id}>
                        <Anchor
                          component={Link}
                          to={withPartner(`/stemevents?region=${region.id}`, pathname)}
                        >
                          {region.name}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                </Card>
              ))}
          </SimpleGrid>
        )}
      </QueryState>
      {isAdmin ? <RegionsAdmin provinces={provinces.data?.provinces ?? []} /> : null}
    </Page>
  );
}
