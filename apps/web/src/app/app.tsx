import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { maintenanceMode } from '../api/flag-store.ts';
import { queryClient } from '../api/query-client.ts';
import { logoutTarget } from '../api/session.ts';
import { notificationsWanted } from '../components/notify.ts';
import { MaintenancePage } from '../features/system/maintenance-page.tsx';
import { RealtimeProvider } from '../realtime/realtime-provider.tsx';
import { appRouter } from './router.tsx';
import { theme } from './theme.ts';

// Notifications are only shown after an action, so their code loads on first use (components/notify.ts).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

const forcedLogout = () =>
  void appRouter().navigate(logoutTarget(window.location.pathname), { replace: true });

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
          {/* Below the sticky header: a toast must never cover the account menu (global.css). */}
          <Notifications position="top-right" className="mb-toasts" />
        </Suspense>
      ) : null}
      <QueryClientProvider client={queryClient}>
        {/* Maintenance mode replaces the whole app: no navbar, no footer (spec/000 §2). */}
        {maintenance ? (
          <MaintenancePage />
        ) : (
          // The live socket (spec/001 §4) and the tab sync (pb-vms) live as long as the app; a forced
          // logout, or a logout in another tab, lands on home.
          <RealtimeProvider onForcedLogout={forcedLogout} tabSync>
            <RouterProvider router={appRouter()} />
          </RealtimeProvider>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
