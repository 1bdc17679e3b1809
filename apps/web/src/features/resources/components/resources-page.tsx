import { RESOURCE_KINDS, type ResourceKind, type ResourcesWithSection } from '@makerboard/shared';
import { Anchor, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { NotFoundPage } from '../../system/index.ts';
import { useResourceLibrary, useResourceSection } from '../api/resources.ts';
import { ResourceCard } from './resource-card.tsx';

const SORTS = ['all', ...RESOURCE_KINDS] as const;
const kindOf = (sort: string | undefined): ResourceKind | undefined =>
  (RESOURCE_KINDS as readonly string[]).includes(sort ?? '') ? (sort as ResourceKind) : undefined;

/** The kinds as tabs: each one a link (resources/{slug}/{sort}), so it can be shared and kept. */
function KindTabs({ base, sort }: { base: string; sort: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={sort} onChange={(value) => navigate(value === 'all' ? base : `${base}/${value}`)}>
      <Tabs.List aria-label={t('resources.kindsLabel')}>
        {SORTS.map((s) => (
          <Tabs.Tab key={s} value={s}>
            {s === 'all' ? t('resources.allKinds') : t(`resources.plural.${s}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

function Section({ section, heading }: { section: ResourcesWithSection; heading: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={`section-${section.id}`}>
      {heading ? (
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="xl" id={`section-${section.id}`}>
            {section.title}
          </Title>
          <Anchor component={Link} to={`/resources/${section.slug}`} size="sm">
            {t('resources.seeSection', { title: section.title })}
          </Anchor>
        </Group>
      ) : (
        <span id={`section-${section.id}`} hidden>
          {section.title}
        </span>
      )}
      {heading && section.description ? <Text c="gray.7">{section.description}</Text> : null}
      {section.resources.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {section.resources.map((resource) => (
            <ResourceCard key={resource.id} resource={resource} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="gray.7">{t('resources.sectionEmpty')}</Text>
      )}
    </Stack>
  );
}

/** resources (spec/000 §2): every section with its webinars, ebooks, games and tools. */
function Library() {
  const { t } = useTranslation();
  const library = useResourceLibrary(undefined);
  return (
    <Page title={t('resources.title')} description={t('resources.intro')} size="xl">
      <QueryState
        query={library}
        empty={<Text c="gray.7">{t('resources.empty')}</Text>}
        isEmpty={(data) => data.resourcesWithSections.length === 0}
      >
        {(data) => (
          <Stack gap="xl">
            {data.resourcesWithSections.map((section) => (
              <Section key={section.id} section={section} heading />
            ))}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}

/** resources/{resourceSlug} and resources/{resourceSlug}/{resourceSort}: one section, of one kind or all. */
function SectionPage({ slug, sort }: { slug: string; sort: string }) {
  const { t } = useTranslation();
  const section = useResourceSection(slug, kindOf(sort));
  const found = section.data?.resourcesWithSection;
  return (
    <Page
      title={found?.title ?? t('resources.title')}
      description={found?.description || undefined}
      size="xl"
    >
      <Stack gap="lg">
        <Anchor component={Link} to="/resources" size="sm">
          {t('resources.back')}
        </Anchor>
        <KindTabs base={`/resources/${slug}`} sort={sort} />
        <QueryState query={section}>
          {(data) => <Section section={data.resourcesWithSection} heading={false} />}
        </QueryState>
      </Stack>
    </Page>
  );
}

export function ResourcesPage() {
  const { resourceSlug, resourceSort } = useParams();
  if (!resourceSlug) return <Library />;
  const sort = resourceSort ?? 'all';
  if (!(SORTS as readonly string[]).includes(sort)) return <NotFoundPage />;
  return <SectionPage slug={resourceSlug} sort={sort} />;
}
