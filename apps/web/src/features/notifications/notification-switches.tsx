import { NOTIFICATION_SWITCHES, type NotificationSwitch, notifySetting } from '@makerboard/shared';
import { Alert, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userKeys, usersApi } from '../../api/users.ts';

type Settings = Record<string, unknown>;

/**
 * Which kinds of notification the person hears of (issue "The community as a newcomer meets it",
 * item 1): one switch per kind, saved at once as the setting `notify.<kind>` (false when off, gone
 * when on, so every kind is on until switched off).
 */
export function NotificationSwitches() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: userKeys.settings,
    queryFn: async () => (await usersApi.settings()).settings as Settings,
  });
  const save = useMutation({
    mutationFn: ({ kind, on }: { kind: NotificationSwitch; on: boolean }) =>
      usersApi.updateSettings({ [notifySetting(kind)]: on ? null : false }),
    onMutate: ({ kind, on }) => {
      const before = queryClient.getQueryData<Settings>(userKeys.settings);
      queryClient.setQueryData<Settings>(userKeys.settings, (current) => ({
        ...current,
        [notifySetting(kind)]: on ? undefined : false,
      }));
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(userKeys.settings, context?.before),
    onSuccess: (result) => queryClient.setQueryData(userKeys.settings, result.settings),
  });
  if (!settings.data) return null;
  const data = settings.data;
  return (
    <Stack gap={6} component="section" aria-labelledby="notification-switches-title">
      <Text fw={600} size="sm" id="notification-switches-title">
        {t('notifyKinds.title')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('notifyKinds.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
        {NOTIFICATION_SWITCHES.map((kind) => (
          <Switch
            key={kind}
            label={t(`notifyKinds.${kind}`)}
            checked={data[notifySetting(kind)] !== false}
            onChange={(event) => save.mutate({ kind, on: event.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
      {save.isError ? (
        <Alert color="red" role="alert" py="xs">
          {t('notifyKinds.error')}
        </Alert>
      ) : null}
    </Stack>
  );
}
