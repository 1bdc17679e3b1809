import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { systemApi, systemKeys } from '../../../api/system.ts';
import { Page } from '../../../components/page.tsx';
import { usePartnerPath } from '../../../components/partner-link.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { NotFoundPage } from '../../system/index.ts';

/** explore/categories/{year}: the categories with their number of boards that year. */
export function CategoriesYearPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const to = usePartnerPath();
  const year = Number(params.year);
  const thisYear = new Date().getFullYear();
  const language = currentLanguage();
  const valid = Number.isInteger(year) && year >= 2000 && year <= 2100;
  // One call: the category tree with each node's number of public boards that year.
  const tree = useQuery({
    queryKey: systemKeys.categoriesOfYear(language, year),
    queryFn: () => systemApi.categories(language, year),
    enabled: valid,
    staleTime: 5 * 60_000,
  });
  const tops = tree.data ?? [];
  if (!valid) return <NotFoundPage />;
  const years = Array.from({ length: 6 }, (_, i) => String(thisYear - i));
  return (
    <Page
      title={t('boards.categoriesYear.title', { year })}
      size="xl"
      actions={
        <NativeSelect
          label={t('boards.categoriesYear.year')}
          value={String(year)}
          data={years.includes(String(year)) ? years : [String(year), ...years]}
          onChange={(event) => navigate(to(`/explore/categories/${event.currentTarget.value}`))}
          w={160}
        />
      }
    >
      {tree.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {tree.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(tree.error)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {tops.map((category) => {
          return (
            <Card key={category.id} withBorder padding="lg" radius="md" component="article">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} fz="lg">
                    <Anchor component={Link} to={to(`/explore/${category.slug}`)} c="dark.8" fw={700}>
                      {category.name}
                    </Anchor>
                  </Title>
                  <Badge size="lg" variant="outline" color="teal.9" tt="none">
                    {t('boards.categoriesYear.count', { count: category.count ?? 0 })}
                  </Badge>
                </Group>
                {category.subCategories?.length ? (
                  <Group gap={6}>
                    {category.subCategories.map((sub) => (
                      <Anchor
                        key={sub.id}
                        component={Link}
                        to={to(`/explore/${sub.slug}`)}
                        size="sm"
                        c="teal.9"
                      >
                        {sub.name}
                      </Anchor>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm" c="gray.7">
                    {t('boards.categoriesYear.noSub')}
                  </Text>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Page>
  );
}

export default CategoriesYearPage;
