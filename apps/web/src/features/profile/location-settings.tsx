import type { SelfUser } from '@makerboard/shared';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { Form } from '../../components/form.tsx';
import { deleteLocation, type LocationFields, saveLocation, useLocation } from './api/location.ts';
import { locationKeys } from './keys.ts';

const EMPTY: LocationFields = { city: '', region: '', country: '', school: '' };

/**
 * Where the person is, coarsely (issue 18 item 4): a city or region, a country code and their
 * school. Never an address; a minor's location is shown to nobody else.
 */
export function LocationSettings({ user }: { user: SelfUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation(user.userName);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<LocationFields>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      country: (value) =>
        /^([A-Za-z]{2})?$/.test(value.trim()) ? null : t('profile.location.countryInvalid'),
    },
  });
  const loaded = location.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form takes the saved values once they arrive.
  useEffect(() => {
    if (location.isSuccess) {
      const values = loaded
        ? { city: loaded.city, region: loaded.region, country: loaded.country, school: loaded.school }
        : EMPTY;
      form.setInitialValues(values);
      form.setValues(values);
    }
  }, [location.isSuccess, loaded]);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setStatus(null);
    try {
      const saved = await action();
      queryClient.setQueryData(locationKeys.of(user.userName), saved);
      setStatus({ ok: true, text: done });
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="location-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="location-title">
          {t('profile.location.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('profile.location.hint')}
        </Text>
        {location.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : location.isError ? (
          <Alert color="red" role="alert" py="xs">
            {errorMessage(location.error)}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => location.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <Form
            onSubmit={form.onSubmit((values) =>
              run(
                () =>
                  saveLocation(user.userName, { ...values, country: values.country.trim().toUpperCase() }),
                t('profile.location.saved'),
              ),
            )}
          >
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('profile.location.city')}
                  maxLength={100}
                  {...form.getInputProps('city')}
                />
                <TextInput
                  label={t('profile.location.region')}
                  maxLength={100}
                  {...form.getInputProps('region')}
                />
                <TextInput
                  label={t('profile.location.country')}
                  description={t('profile.location.countryHint')}
                  maxLength={2}
                  {...form.getInputProps('country')}
                />
                <TextInput
                  label={t('profile.location.school')}
                  maxLength={200}
                  {...form.getInputProps('school')}
                />
              </SimpleGrid>
              {status ? (
                <Alert color={status.ok ? 'teal' : 'red'} role={status.ok ? 'status' : 'alert'} py="xs">
                  {status.text}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                {loaded ? (
                  <Button
                    variant="default"
                    disabled={busy}
                    onClick={() =>
                      run(async () => {
                        const gone = await deleteLocation(user.userName);
                        form.setValues(EMPTY);
                        return gone;
                      }, t('profile.location.removed'))
                    }
                  >
                    {t('profile.location.remove')}
                  </Button>
                ) : null}
                <Button type="submit" loading={busy}>
                  {t('profile.location.save')}
                </Button>
              </Group>
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
