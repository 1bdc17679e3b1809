import type { Province } from '@makerboard/shared';
import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useRegionAdmin } from '../api/regions.ts';

/**
 * An admin's forms for a new province and a new region (name, key, province, picture). A section
 * of its own, so the admin area can list it among its sections.
 */
export function RegionsAdmin({ provinces }: { provinces: Province[] }) {
  const { t } = useTranslation();
  const admin = useRegionAdmin();
  const [province, setProvince] = useState('');
  const [region, setRegion] = useState({ name: '', key: '', provinceID: '', image: '' });
  const failure = admin.createProvince.error ?? admin.createRegion.error;
  const set = (key: keyof typeof region) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setRegion((r) => ({ ...r, [key]: value }));
  };
  const addProvince = (event: FormEvent) => {
    event.preventDefault();
    admin.createProvince.mutate({ name: province }, { onSuccess: () => setProvince('') });
  };
  const addRegion = (event: FormEvent) => {
    event.preventDefault();
    const provinceDetailsID = Number(region.provinceID || provinces[0]?.id);
    admin.createRegion.mutate(
      { name: region.name, key: region.key.trim(), provinceDetailsID, image: region.image.trim() || null },
      { onSuccess: () => setRegion({ name: '', key: '', provinceID: region.provinceID, image: '' }) },
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="regions-admin">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="regions-admin">
          {t('regions.admin.title')}
        </Title>
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <form onSubmit={addProvince}>
            <Stack gap="xs">
              <TextInput
                label={t('regions.admin.provinceName')}
                required
                maxLength={120}
                value={province}
                onChange={(event) => setProvince(event.currentTarget.value)}
              />
              <Button type="submit" loading={admin.createProvince.isPending}>
                {t('regions.admin.addProvince')}
              </Button>
            </Stack>
          </form>
          {provinces.length ? (
            <form onSubmit={addRegion}>
              <Stack gap="xs">
                <NativeSelect
                  label={t('regions.admin.province')}
                  value={region.provinceID || String(provinces[0]?.id ?? '')}
                  onChange={set('provinceID')}
                  data={provinces.map((p) => ({ value: String(p.id), label: p.name }))}
                />
                <TextInput
                  label={t('regions.admin.regionName')}
                  required
                  maxLength={120}
                  value={region.name}
                  onChange={set('name')}
                />
                <TextInput
                  label={t('regions.admin.key')}
                  description={t('regions.admin.keyHint')}
                  required
                  maxLength={80}
                  value={region.key}
                  onChange={set('key')}
                />
                <TextInput label={t('regions.admin.image')} value={region.image} onChange={set('image')} />
                <Button type="submit" loading={admin.createRegion.isPending}>
                  {t('regions.admin.addRegion')}
                </Button>
              </Stack>
            </form>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
