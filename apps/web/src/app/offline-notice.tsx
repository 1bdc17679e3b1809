import { Box, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Says so while the browser is offline: what shows then is what this device read before (the
 * service worker keeps it, public/sw.js), and anything new waits for the network (issue 14).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <Box role="status" bg="gray.8" px="md" py={8}>
      <Text c="white" size="sm" ta="center">
        {t('common.offline')}
      </Text>
    </Box>
  );
}
