import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oidcApi } from './oidc-api.ts';

/**
 * "Continue with <provider>" for each configured school or social login (issue 14). Nothing shows
 * while the list loads or when none is configured: the password login stays as it is. On the
 * signup dialog, the school e-mail hint of spec/001 §8 goes with them.
 */
export default function OidcButtons({ variant }: { variant: 'login' | 'signup' }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<{ name: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    void oidcApi.providers().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      {providers.map((provider) => (
        <Button
          key={provider.name}
          component="a"
          href={oidcApi.startUrl(provider.name)}
          variant="default"
          fullWidth
          data-provider={provider.name}
        >
          {t('oidc.continueWith', { provider: provider.label })}
        </Button>
      ))}
      {variant === 'signup' ? (
        <Text size="xs" c="gray.7">
          {t('oidc.schoolEmailHint')}
        </Text>
      ) : null}
    </Stack>
  );
}
