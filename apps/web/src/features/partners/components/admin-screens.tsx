import { Alert, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { usePartners } from '../api/list-partners.ts';
import { useProvinces, useRegion } from '../api/regions.ts';
import { PageInfoEditor } from './page-info-editor.tsx';
import { RegionEditor } from './region-editor.tsx';
import { RegionsAdmin } from './regions-admin.tsx';

/**
 * The admin area's partners section (`admin/partners/pages`): pick a partner, sponsor or
 * special-award organisation, then write its page information.
 */
export function PartnersAdminScreen() {
  const { t } = useTranslation();
  const partners = usePartners('partner');
  const sponsors = usePartners('sponsor');
  const awards = usePartners('specialAward');
  const [picked, setPicked] = useState<string | null>(null);
  const lists = [
    [partners, t('partners.partner.title')],
    [sponsors, t('partners.sponsor.title')],
    [awards, t('partners.specialAward.title')],
  ] as const;
  const failed = lists.find(([query]) => query.isError)?.[0];
  if (failed)
    return (
      <Alert color="red" role="alert">
        {errorMessage(failed.error)}
      </Alert>
    );
  if (lists.some(([query]) => query.isPending)) return <Loader aria-label={t('common.loading')} />;
  const groups = lists.map(([query, group]) => ({
    group,
    items: (query.data?.partners ?? []).map((p) => ({ value: String(p.id), label: p.title || p.name })),
  }));
  return (
    <Stack gap="lg">
      <Select
        label={t('admin.partnersScreen.pick')}
        placeholder={t('admin.partnersScreen.placeholder')}
        data={groups}
        value={picked}
        onChange={setPicked}
        searchable
        nothingFoundMessage={t('admin.partnersScreen.none')}
        maw={420}
      />
      {picked ? (
        <PageInfoEditor key={picked} partnerID={Number(picked)} />
      ) : (
        <Text c="gray.7">{t('admin.partnersScreen.hint')}</Text>
      )}
    </Stack>
  );
}

function RegionPicked({ id }: { id: number }) {
  const { t } = useTranslation();
  const region = useRegion(id);
  if (region.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(region.error)}
      </Alert>
    );
  if (!region.data) return <Loader aria-label={t('common.loading')} />;
  return <RegionEditor region={region.data.region} />;
}

/**
 * The admin area's regions section (`admin/regions/list`): new provinces and regions, and a
 * region's banners and sponsors.
 */
export function RegionsAdminScreen() {
  const { t } = useTranslation();
  const provinces = useProvinces();
  const [picked, setPicked] = useState<string | null>(null);
  if (provinces.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(provinces.error)}
      </Alert>
    );
  if (!provinces.data) return <Loader aria-label={t('common.loading')} />;
  const groups = provinces.data.provinces.map((province) => ({
    group: province.name,
    items: province.regions.map((region) => ({ value: String(region.id), label: region.name })),
  }));
  return (
    <Stack gap="xl">
      <RegionsAdmin provinces={provinces.data.provinces} />
      <Stack gap="md">
        <Select
          label={t('admin.regionsScreen.pick')}
          placeholder={t('admin.regionsScreen.placeholder')}
          data={groups}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage={t('admin.regionsScreen.none')}
          maw={420}
        />
        {picked ? <RegionPicked key={picked} id={Number(picked)} /> : null}
      </Stack>
    </Stack>
  );
}
