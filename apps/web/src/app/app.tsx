import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { maintenanceMode } from '../api/flag-store.ts';
import { queryClient } from '../api/query-client.ts';
import { notificationsWanted } from '../components/notify.ts';
import { MaintenancePage } from '../features/system/maintenance-page.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';

// Notifications are only shown after an action, so their code loads on first use (components/notify.ts).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function App() {
  const maintenance = useSyncExternalStore(
    maintenanceMode.subscribe,
    maintenanceMode.get,
    maintenanceMode.get,
  );
  const toasts = useSyncExternalStore(
    notificationsWanted.subscribe,
    notificationsWanted.get,
    notificationsWanted.get,
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {toasts ? (
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
      ) : null}
      <QueryClientProvider client={queryClient}>
        {/* Maintenance mode replaces the whole app: no navbar, no footer (spec/000 §2). */}
        {maintenance ? <MaintenancePage /> : <RouterProvider router={router} />}
      </QueryClientProvider>
    </MantineProvider>
  );
}
