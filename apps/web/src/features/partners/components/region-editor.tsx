import type { Region } from '@makerboard/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useRegionWrites } from '../api/regions.ts';

const blankBanner = { title: '', imageUrl: '', linkUrl: '' };
const blankSponsor = { name: '', imageUrl: '', url: '' };

/**
 * An admin's editor of a region's banners and sponsors (spec/000 §2 "a region editor for banners
 * and sponsors"). A section of its own, so the admin area can list it among its sections.
 */
export function RegionEditor({ region }: { region: Region }) {
  const { t } = useTranslation();
  const writes = useRegionWrites(region.id);
  const [banner, setBanner] = useState(blankBanner);
  const [sponsor, setSponsor] = useState(blankSponsor);
  const failure =
    writes.addBanner.error ??
    writes.addSponsor.error ??
    writes.removeBanner.error ??
    writes.removeSponsor.error;

  const addBanner = (event: FormEvent) => {
    event.preventDefault();
    writes.addBanner.mutate(
      { title: banner.title, imageUrl: banner.imageUrl.trim(), linkUrl: banner.linkUrl.trim() || null },
      { onSuccess: () => setBanner(blankBanner) },
    );
  };
  const addSponsor = (event: FormEvent) => {
    event.preventDefault();
    writes.addSponsor.mutate(
      { name: sponsor.name, imageUrl: sponsor.imageUrl.trim() || null, url: sponsor.url.trim() || null },
      { onSuccess: () => setSponsor(blankSponsor) },
    );
  };
  const input =
    <T extends Record<string, string>>(set: (f: (value: T) => T) => void, key: keyof T) =>
    (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      set((f) => ({ ...f, [key]: value }));
    };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="region-editor">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="region-editor">
          {t('regions.editor.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('regions.editor.httpsOnly')}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('regions.banners')}
            </Title>
            {region.banners.map((b) => (
              <Group key={b.id} justify="space-between" wrap="nowrap">
                <Text size="sm">{b.title}</Text>
                <Button
                  size="xs"
                  color="red.9"
                  variant="outline"
                  onClick={() => writes.removeBanner.mutate(b.id)}
                  aria-label={t('regions.editor.removeOne', { name: b.title })}
                >
                  {t('regions.editor.remove')}
                </Button>
              </Group>
            ))}
            <form onSubmit={addBanner}>
              <Stack gap="xs">
                <TextInput
                  label={t('regions.editor.bannerTitle')}
                  required
                  value={banner.title}
                  onChange={input(setBanner, 'title')}
                />
                <TextInput
                  label={t('regions.editor.imageUrl')}
                  required
                  value={banner.imageUrl}
                  onChange={input(setBanner, 'imageUrl')}
                />
                <TextInput
                  label={t('regions.editor.linkUrl')}
                  type="url"
                  value={banner.linkUrl}
                  onChange={input(setBanner, 'linkUrl')}
                />
                <Button type="submit" loading={writes.addBanner.isPending}>
                  {t('regions.editor.addBanner')}
                </Button>
              </Stack>
            </form>
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('regions.sponsors')}
            </Title>
            {region.sponsors.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap">
                <Text size="sm">{s.name}</Text>
                <Button
                  size="xs"
                  color="red.9"
                  variant="outline"
                  onClick={() => writes.removeSponsor.mutate(s.id)}
                  aria-label={t('regions.editor.removeOne', { name: s.name })}
                >
                  {t('regions.editor.remove')}
                </Button>
              </Group>
            ))}
            <form onSubmit={addSponsor}>
              <Stack gap="xs">
                <TextInput
                  label={t('regions.editor.sponsorName')}
                  required
                  value={sponsor.name}
                  onChange={input(setSponsor, 'name')}
                />
                <TextInput
                  label={t('regions.editor.logoUrl')}
                  value={sponsor.imageUrl}
                  onChange={input(setSponsor, 'imageUrl')}
                />
                <TextInput
                  label={t('regions.editor.website')}
                  type="url"
                  value={sponsor.url}
                  onChange={input(setSponsor, 'url')}
                />
                <Button type="submit" loading={writes.addSponsor.isPending}>
                  {t('regions.editor.addSponsor')}
                </Button>
              </Stack>
            </form>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
