import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disablePush, enablePush, type PushState, pushState } from './push.ts';

/** Web push for this browser: state, turn on (the browser asks once) and off. */
export function PushSettings() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void pushState()
      .then((next) => live && setState(next))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (turnOn: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(turnOn ? await enablePush() : await disablePush());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  const text = {
    on: t('profile.settings.pushOn'),
    off: t('profile.settings.pushOff'),
    denied: t('profile.settings.pushDenied'),
    unsupported: t('profile.settings.pushUnsupported'),
  }[state];

  return (
    <Stack gap={6} component="section" aria-labelledby="push-settings-title">
      <Text fw={600} size="sm" id="push-settings-title">
        {t('profile.settings.pushTitle')}
      </Text>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {text}
        </Text>
        {state === 'on' || state === 'off' ? (
          <Button variant="default" size="xs" loading={busy} onClick={() => void change(state === 'off')}>
            {state === 'off' ? t('profile.settings.pushEnable') : t('profile.settings.pushDisable')}
          </Button>
        ) : null}
      </Group>
      {failed ? (
        <Alert color="red" role="alert" py="xs">
          {t('profile.settings.pushError')}
        </Alert>
      ) : null}
    </Stack>
  );
}
