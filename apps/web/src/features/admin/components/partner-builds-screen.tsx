import type { Partner } from '@makerboard/shared';
import { LANGUAGES } from '@makerboard/shared/messages/index';
import {
  LANDING_ROUTE_RULES,
  OPEN_ROUTE_RULES,
  type RouteRules,
  routeRulesLoop,
  routeRuleTarget,
  SCIENCE_FAIR_ROUTE_RULES,
} from '@makerboard/shared/route-rules';
import {
  Anchor,
  Box,
  Button,
  ColorSwatch,
  Group,
  NativeSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state.tsx';
import { PartnerLogo, usePartners } from '../../partners/index.ts';
import { useUpdatePartner } from '../api/partner-builds.ts';
import { AdminPanel, ErrorAlert, RemoveButton, useFields } from './kit.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

type Redirect = { from: string; to: string };
interface RulesForm {
  /** `open`: every page for everyone; `only`: the listed pages for people without an admin-type role. */
  mode: 'open' | 'only';
  only: string;
  fallback: string;
  redirects: Redirect[];
}

const rulesForm = (rules: RouteRules): RulesForm => ({
  mode: rules.only === null ? 'open' : 'only',
  only: (rules.only ?? []).join('\n'),
  fallback: rules.fallback,
  redirects: rules.redirects.map((r) => ({ ...r })),
});

/** The rules as the contract takes them; blank lines and half-filled redirects are left out. */
function rulesOf(form: RulesForm): RouteRules {
  return {
    only:
      form.mode === 'open'
        ? null
        : form.only
            .split('\n')
            .map((line) => line.trim().replace(/^\/+/, ''))
            .filter(Boolean),
    fallback: form.fallback.trim().replace(/^\/+/, '') || OPEN_ROUTE_RULES.fallback,
    redirects: form.redirects
      .map((r) => ({ from: r.from.trim().replace(/^\/+/, ''), to: r.to.trim().replace(/^\/+/, '') }))
      .filter((r) => r.from && r.to),
  };
}

const PRESETS = {
  open: OPEN_ROUTE_RULES,
  scienceFair: SCIENCE_FAIR_ROUTE_RULES,
  landing: LANDING_ROUTE_RULES,
};

/** How the build looks: the header's logo and title on the partner's colours. */
function BrandPreview({ partner, look }: { partner: Partner; look: Record<string, string> }) {
  const { t } = useTranslation();
  const primary = HEX.test(look.primary ?? '') ? look.primary : '#495057';
  const secondary = HEX.test(look.secondary ?? '') ? look.secondary : '#dee2e6';
  const preview: Partner = {
    ...partner,
    title: look.title || partner.title,
    imageUrl: look.imageUrl?.trim() || partner.imageUrl,
  };
  return (
    <Box
      role="img"
      aria-label={t('admin.builds.previewLabel', { name: preview.title })}
      style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)' }}
    >
      <Group gap="sm" p="sm" wrap="nowrap" style={{ background: primary }}>
        <Box style={{ background: '#fff', borderRadius: 8, padding: 2, lineHeight: 0 }}>
          <PartnerLogo partner={preview} size={40} />
        </Box>
        <Text fw={700} c="white" style={{ textShadow: '0 1px 2px rgba(0,0,0,.6)' }} truncate>
          {preview.title}
        </Text>
      </Group>
      <Box h={8} style={{ background: secondary }} />
    </Box>
  );
}

/** A colour field with its swatch beside the value. */
function ColourField({
  label,
  field,
}: {
  label: string;
  field: { value: string; onChange: (e: { currentTarget: { value: string } }) => void };
}) {
  const { t } = useTranslation();
  const valid = HEX.test(field.value);
  return (
    <TextInput
      label={label}
      placeholder="#1d4e89"
      maxLength={7}
      leftSection={<ColorSwatch color={valid ? field.value : 'transparent'} size={18} withShadow={valid} />}
      error={field.value && !valid ? t('admin.builds.colourHint') : undefined}
      {...field}
    />
  );
}

/** Where a path goes under the rules being written, for a visitor and for an admin. */
function RuleTester({ rules, name }: { rules: RouteRules; name: string }) {
  const { t } = useTranslation();
  const [path, setPath] = useState('home');
  const [clean = '', search = ''] = path.trim().replace(/^\/+/, '').split('?');
  const query = new URLSearchParams(search);
  const where = (adminType: boolean) => {
    const target = routeRuleTarget(rules, { path: clean, query, adminType });
    return target === null
      ? t('admin.builds.stays')
      : t('admin.builds.goesTo', { path: `/${name}/${target}` });
  };
  return (
    <Stack gap={6}>
      <TextInput
        label={t('admin.builds.tryPath')}
        description={t('admin.builds.tryPathHint')}
        leftSection={<Text size="xs" c="gray.7">{`/${name}/`}</Text>}
        leftSectionWidth={Math.max(48, name.length * 8 + 24)}
        value={path}
        onChange={(e) => setPath(e.currentTarget.value)}
      />
      <Text size="sm" role="status">
        {t('admin.builds.visitor')}: <strong>{where(false)}</strong> · {t('admin.builds.admin')}:{' '}
        <strong>{where(true)}</strong>
      </Text>
    </Stack>
  );
}

function BuildEditor({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation();
  const update = useUpdatePartner();
  const { values: look, field } = useFields({
    title: partner.title,
    description: partner.description,
    website: partner.website ?? '',
    primary: partner.colors.primary ?? '',
    secondary: partner.colors.secondary ?? '',
    imageUrl: '',
    defaultLanguage: partner.defaultLanguage as string,
  });
  const [rules, setRules] = useState<RulesForm>(() => rulesForm(partner.routeRules));
  const current = rulesOf(rules);
  const loop = routeRulesLoop(current);
  const colour = (value: string) => (HEX.test(value.trim()) ? value.trim() : null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (loop) return;
    update.mutate({
      id: partner.id,
      body: {
        title: look.title,
        description: look.description,
        website: look.website.trim() || null,
        colors: { primary: colour(look.primary), secondary: colour(look.secondary) },
        defaultLanguage: look.defaultLanguage as Partner['defaultLanguage'],
        routeRules: current.only === null && current.redirects.length === 0 ? null : current,
        ...(look.imageUrl.trim() ? { imageUrl: look.imageUrl.trim() } : {}),
      },
    });
  };
  const setRedirect = (index: number, key: keyof Redirect, value: string) =>
    setRules((r) => ({
      ...r,
      redirects: r.redirects.map((x, i) => (i === index ? { ...x, [key]: value } : x)),
    }));
  return (
    <form onSubmit={save}>
      <Stack gap="md">
        <AdminPanel id="build-look" title={t('admin.builds.look')} hint={t('admin.builds.lookHint')}>
          <BrandPreview partner={partner} look={look} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('admin.builds.title')} required maxLength={200} {...field('title')} />
            <TextInput
              label={t('admin.builds.website')}
              description={t('admin.builds.httpsOnly')}
              type="url"
              {...field('website')}
            />
            <ColourField label={t('admin.builds.primary')} field={field('primary')} />
            <ColourField label={t('admin.builds.secondary')} field={field('secondary')} />
            <TextInput
              label={t('admin.builds.logo')}
              description={t('admin.builds.logoHint')}
              type="url"
              placeholder="https://"
              {...field('imageUrl')}
            />
            <NativeSelect
              label={t('admin.builds.language')}
              description={t('admin.builds.languageHint')}
              data={LANGUAGES.map((code) => ({
                value: code,
                label: new Intl.DisplayNames([i18n.language], { type: 'language' }).of(code) ?? code,
              }))}
              {...field('defaultLanguage')}
            />
          </SimpleGrid>
          <Textarea
            label={t('admin.builds.description')}
            autosize
            minRows={2}
            maxLength={5000}
            {...field('description')}
          />
        </AdminPanel>
        <AdminPanel id="build-rules" title={t('admin.builds.rules')} hint={t('admin.builds.rulesHint')}>
          <Group gap="xs">
            <Text size="sm">{t('admin.builds.presets')}</Text>
            {(Object.keys(PRESETS) as Array<keyof typeof PRESETS>).map((key) => (
              <Button key={key} size="xs" variant="default" onClick={() => setRules(rulesForm(PRESETS[key]))}>
                {t(`admin.builds.preset.${key}`)}
              </Button>
            ))}
          </Group>
          <Radio.Group
            label={t('admin.builds.reach')}
            value={rules.mode}
            onChange={(mode) => setRules((r) => ({ ...r, mode: mode as RulesForm['mode'] }))}
          >
            <Stack gap={6} mt={6}>
              <Radio value="open" label={t('admin.builds.everyPage')} />
              <Radio value="only" label={t('admin.builds.onlyPages')} />
            </Stack>
          </Radio.Group>
          {rules.mode === 'only' ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Textarea
                label={t('admin.builds.only')}
                description={t('admin.builds.onlyHint')}
                autosize
                minRows={4}
                value={rules.only}
                onChange={(e) => {
                  const only = e.currentTarget.value;
                  setRules((r) => ({ ...r, only }));
                }}
              />
              <TextInput
                label={t('admin.builds.fallback')}
                description={t('admin.builds.fallbackHint')}
                required
                value={rules.fallback}
                onChange={(e) => {
                  const fallback = e.currentTarget.value;
                  setRules((r) => ({ ...r, fallback }));
                }}
              />
            </SimpleGrid>
          ) : null}
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('admin.builds.redirects')}
            </Text>
            <Text size="xs" c="gray.7">
              {t('admin.builds.redirectsHint')}
            </Text>
            {rules.redirects.map((r, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
              <Group key={index} gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('admin.builds.from')}
                  value={r.from}
                  onChange={(e) => setRedirect(index, 'from', e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 120 }}
                />
                <TextInput
                  label={t('admin.builds.to')}
                  value={r.to}
                  onChange={(e) => setRedirect(index, 'to', e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 120 }}
                />
                <RemoveButton
                  label={t('admin.builds.removeRedirect', { from: r.from || '…', to: r.to || '…' })}
                  onRemove={() =>
                    setRules((x) => ({ ...x, redirects: x.redirects.filter((_, i) => i !== index) }))
                  }
                />
              </Group>
            ))}
            <Group>
              <Button
                size="xs"
                variant="default"
                onClick={() => setRules((x) => ({ ...x, redirects: [...x.redirects, { from: '', to: '' }] }))}
              >
                {t('admin.builds.addRedirect')}
              </Button>
            </Group>
          </Stack>
          <RuleTester rules={current} name={partner.name} />
          {loop ? (
            <Text size="sm" c="red.9" role="alert">
              {t('admin.builds.loop', { path: loop })}
            </Text>
          ) : null}
        </AdminPanel>
        <ErrorAlert error={update.error} />
        {update.isSuccess ? (
          <Text c="teal.9" role="status">
            {t('admin.builds.saved')}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!!loop}>
            {t('admin.builds.save')}
          </Button>
          <Anchor href={`/${partner.name}/`} target="_blank" rel="noopener" size="sm">
            {t('admin.builds.open', { path: `/${partner.name}/` })}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The admin area's partner builds section (`admin/partners/builds`, spec/000 §2 `{partner}` builds,
 * §6 variants): a partner's name, colours, logo, default language and route rules, all data, with a
 * preview of its header and a tester of where a path goes.
 */
export function PartnerBuildsScreen() {
  const { t } = useTranslation();
  const partners = usePartners('partner');
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <QueryState
      query={partners}
      isEmpty={(data) => data.partners.length === 0}
      empty={<Text c="gray.7">{t('admin.builds.empty')}</Text>}
    >
      {(data) => {
        const partner = data.partners.find((p) => String(p.id) === picked);
        return (
          <Stack gap="lg">
            <Select
              label={t('admin.builds.pick')}
              placeholder={t('admin.builds.placeholder')}
              data={data.partners.map((p) => ({ value: String(p.id), label: `${p.title} (/${p.name})` }))}
              value={picked}
              onChange={setPicked}
              searchable
              nothingFoundMessage={t('admin.builds.none')}
              maw={420}
            />
            {partner ? (
              <BuildEditor key={partner.id} partner={partner} />
            ) : (
              <Text c="gray.7">{t('admin.builds.hint')}</Text>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
