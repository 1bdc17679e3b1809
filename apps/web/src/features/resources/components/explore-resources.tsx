import { RESOURCE_KINDS, type ResourceKind } from '@makerboard/shared';
import { Chip, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { eventForPath } from '../../../api/partner.ts';
import { loadSite } from '../../../api/site.ts';
import { LoadMore } from '../../../components/load-more.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { NotFoundPage } from '../../system/index.ts';
import { useResourcesOfKind } from '../api/resources.ts';
import { ResourceCard } from './resource-card.tsx';

const kindOf = (value: string | null): ResourceKind | undefined =>
  (RESOURCE_KINDS as readonly string[]).includes(value ?? '') ? (value as ResourceKind) : undefined;

/** Every resource, of one kind or all (`?type=`), a page at a time. */
function Explore() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = kindOf(params.get('type'));
  const resources = useResourcesOfKind(type);
  return (
    <Page title={t('resources.explore.title')} description={t('resources.explore.intro')} size="xl">
      <Stack gap="lg">
        <Chip.Group
          value={type ?? 'all'}
          onChange={(value) => setParams(value === 'all' ? {} : { type: String(value) }, { replace: true })}
        >
          <Group gap="xs" role="group" aria-label={t('resources.kindsLabel')}>
            {(['all', ...RESOURCE_KINDS] as const).map((kind) => (
              <Chip key={kind} value={kind} variant="outline">
                {kind === 'all' ? t('resources.allKinds') : t(`resources.plural.${kind}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <QueryState
          query={resources}
          empty={<Text c="gray.7">{t('resources.empty')}</Text>}
          isEmpty={(data) => data.pages.every((p) => p.resources.length === 0)}
        >
          {(data) => {
            const all = data.pages.flatMap((p) => p.resources);
            return (
              <Stack gap="lg">
                <Text size="sm" c="gray.7" role="status">
                  {t('resources.explore.shown', { shown: all.length, total: data.pages[0]?.total ?? 0 })}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {all.map((resource) => (
                    <ResourceCard key={resource.id} resource={resource} />
                  ))}
                </SimpleGrid>
                <LoadMore query={resources} />
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Page>
  );
}

/**
 * exploreResources: the resources to explore, only in the community variant (spec/000 §6); any
 * other variant shows the not-found page (and the server answers the address with a 404).
 */
export function ExploreResourcesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const event = eventForPath(pathname);
  const site = useQuery({ queryKey: ['site', event], queryFn: () => loadSite(event), staleTime: Infinity });
  if (site.isPending) return <Loader aria-label={t('common.loading')} m="xl" />;
  if (site.data?.variant !== 'community') return <NotFoundPage />;
  return <Explore />;
}
