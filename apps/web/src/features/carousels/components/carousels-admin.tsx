import type { BannerCarousel as Carousel } from '@makerboard/shared';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { systemApi, systemKeys } from '../../../api/system.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { currentLanguage } from '../../../i18n/index.ts';
import { useCarousels, useCarouselWrites } from '../api.ts';
import { BannerCarousel } from './banner-carousel.tsx';

/** Every category, top-level and sub, as picker options grouped by top-level category. */
function useCategoryOptions() {
  const language = currentLanguage();
  const tree = useQuery({
    queryKey: systemKeys.categories(language),
    queryFn: () => systemApi.categories(language),
    staleTime: 10 * 60_000,
  });
  return useMemo(
    () =>
      (tree.data ?? []).map((top) => ({
        group: top.name,
        items: [top, ...top.subCategories].map((c) => ({ value: String(c.id), label: c.name })),
      })),
    [tree.data],
  );
}

interface Settings {
  name: string;
  delay: number;
  isDefault: boolean;
  categoryIDs: string[];
}

function SettingsFields({
  value,
  onChange,
  categories,
}: {
  value: Settings;
  onChange: (next: Settings) => void;
  categories: ReturnType<typeof useCategoryOptions>;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('carousels.admin.name')}
        required
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
      />
      <NumberInput
        label={t('carousels.admin.delay')}
        description={t('carousels.admin.delayHint')}
        min={1000}
        max={60000}
        step={500}
        required
        value={value.delay}
        onChange={(next) =>
          onChange({ ...value, delay: typeof next === 'number' ? next : Number(next) || 0 })
        }
      />
      <MultiSelect
        label={t('carousels.admin.categories')}
        description={t('carousels.admin.categoriesHint')}
        data={categories}
        value={value.categoryIDs}
        onChange={(categoryIDs) => onChange({ ...value, categoryIDs })}
        searchable
        clearable
      />
      <Checkbox
        mt={{ sm: 'xl' }}
        label={t('carousels.admin.isDefault')}
        checked={value.isDefault}
        onChange={(e) => onChange({ ...value, isDefault: e.currentTarget.checked })}
      />
    </SimpleGrid>
  );
}

const toBody = (s: Settings) => ({
  name: s.name,
  delay: s.delay,
  isDefault: s.isDefault,
  categoryIDs: s.categoryIDs.map(Number),
});

const blankBanner = { title: '', imageUrl: '', linkUrl: '' };

/** One carousel: its settings, its banners (add, remove) and a preview. */
function CarouselEditor({
  carousel,
  categories,
}: {
  carousel: Carousel;
  categories: ReturnType<typeof useCategoryOptions>;
}) {
  const { t } = useTranslation();
  const writes = useCarouselWrites();
  const [settings, setSettings] = useState<Settings>({
    name: carousel.name,
    delay: carousel.delay,
    isDefault: carousel.isDefault,
    categoryIDs: carousel.categoryIDs.map(String),
  });
  const [banner, setBanner] = useState(blankBanner);
  const headingId = `carousel-${carousel.id}`;
  const failure =
    writes.update.error ?? writes.addBanner.error ?? writes.removeBanner.error ?? writes.remove.error;
  const save = (event: FormEvent) => {
    event.preventDefault();
    writes.update.mutate({ id: carousel.id, body: toBody(settings) });
  };
  const addBanner = (event: FormEvent) => {
    event.preventDefault();
    writes.addBanner.mutate(
      {
        id: carousel.id,
        body: {
          title: banner.title,
          imageUrl: banner.imageUrl.trim(),
          linkUrl: banner.linkUrl.trim() || null,
        },
      },
      { onSuccess: () => setBanner(blankBanner) },
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} fz="lg" id={headingId}>
              {carousel.name}
            </Title>
            {carousel.isDefault ? (
              <Badge variant="outline" color="teal.9">
                {t('carousels.admin.default')}
              </Badge>
            ) : null}
          </Group>
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            onClick={() => writes.remove.mutate(carousel.id)}
            aria-label={t('carousels.admin.removeOne', { name: carousel.name })}
          >
            {t('carousels.admin.remove')}
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
        <form onSubmit={save}>
          <Stack gap="xs">
            <SettingsFields value={settings} onChange={setSettings} categories={categories} />
            <Group>
              <Button type="submit" variant="default" loading={writes.update.isPending}>
                {t('carousels.admin.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Title order={3} fz="md">
          {t('carousels.admin.banners')}
        </Title>
        {carousel.banners.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('carousels.admin.noBanners')}
          </Text>
        ) : null}
        {carousel.banners.map((b) => (
          <Group key={b.id} justify="space-between" wrap="nowrap">
            <Text size="sm">{b.title}</Text>
            <Button
              size="xs"
              color="red.9"
              variant="outline"
              onClick={() => writes.removeBanner.mutate({ id: carousel.id, bannerID: b.id })}
              aria-label={t('carousels.admin.removeOne', { name: b.title })}
            >
              {t('carousels.admin.remove')}
            </Button>
          </Group>
        ))}
        <form onSubmit={addBanner}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('carousels.admin.bannerTitle')}
              required
              value={banner.title}
              onChange={(e) => setBanner({ ...banner, title: e.currentTarget.value })}
            />
            <TextInput
              label={t('carousels.admin.imageUrl')}
              required
              value={banner.imageUrl}
              onChange={(e) => setBanner({ ...banner, imageUrl: e.currentTarget.value })}
            />
            <TextInput
              label={t('carousels.admin.linkUrl')}
              type="url"
              value={banner.linkUrl}
              onChange={(e) => setBanner({ ...banner, linkUrl: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Button type="submit" mt="xs" loading={writes.addBanner.isPending}>
            {t('carousels.admin.addBanner')}
          </Button>
        </form>
        {carousel.banners.length ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('carousels.admin.preview')}
            </Text>
            <BannerCarousel carousel={carousel} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

const blankSettings: Settings = { name: '', delay: 5000, isDefault: false, categoryIDs: [] };

/**
 * The admin area's banners section (`admin/banners/carousels`): banner carousels with their name,
 * banners, delay, default flag and category set (spec/000 §3), which home and category pages show.
 */
export function CarouselsAdminScreen() {
  const { t } = useTranslation();
  const carousels = useCarousels();
  const categories = useCategoryOptions();
  const writes = useCarouselWrites();
  const [draft, setDraft] = useState<Settings>(blankSettings);
  const create = (event: FormEvent) => {
    event.preventDefault();
    writes.create.mutate(toBody(draft), { onSuccess: () => setDraft(blankSettings) });
  };
  return (
    <Stack gap="xl">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-carousel">
        <form onSubmit={create}>
          <Stack gap="sm">
            <Title order={2} fz="lg" id="new-carousel">
              {t('carousels.admin.new')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('carousels.admin.httpsOnly')}
            </Text>
            {writes.create.error ? (
              <Alert color="red" role="alert">
                {errorMessage(writes.create.error)}
              </Alert>
            ) : null}
            <SettingsFields value={draft} onChange={setDraft} categories={categories} />
            <Group>
              <Button type="submit" loading={writes.create.isPending}>
                {t('carousels.admin.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <QueryState
        query={carousels}
        isEmpty={(data) => data.carousels.length === 0}
        empty={<Text c="gray.7">{t('carousels.admin.empty')}</Text>}
      >
        {(data) => (
          <Stack gap="lg">
            {data.carousels.map((c) => (
              <CarouselEditor
                key={`${c.id}-${c.name}-${c.delay}-${c.isDefault}-${c.categoryIDs.join()}`}
                carousel={c}
                categories={categories}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
