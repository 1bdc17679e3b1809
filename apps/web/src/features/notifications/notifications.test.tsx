import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { RealtimeProvider } from '../../realtime/realtime-provider.tsx';
import { SocketClient } from '../../realtime/socket-client.ts';
import { FakeSocket } from '../../realtime/test-socket.ts';
import { stubServer } from '../../test/fixtures.ts';
import type { AppNotification } from './api/list-notifications.ts';
import { deepLinkPath, relativeTime } from './deep-link.ts';
import { NotificationBell } from './notification-bell.tsx';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function notification(over: Partial<AppNotification>): AppNotification {
  return {
    key: 'k',
    title: 'Section ready for review',
    message: 'Sam moved "Wiring" to Ready for Review.',
    deepLink: '/story/12#section-34',
    read: false,
    error: false,
    createdAt: minutesAgo(5),
    ...over,
  };
}

/** A small stand-in for the notification routes, keeping their state. */
function notificationServer(initial: AppNotification[], options: { failList?: boolean } = {}) {
  const items = initial.map((n) => ({ ...n }));
  return stubServer((url, init) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/users/priya/notifications/unread')
      return { status: 200, body: { result: { count: items.filter((n) => !n.read).length } } };
    if (path === '/api/users/priya/notifications') {
      if (options.failList) return { status: 500, body: { messages: ['boom'] } };
      return { status: 200, body: { result: { notifications: items, total: items.length, hasMore: false } } };
    }
    if (path === '/api/users/notifications/read' && init.method === 'PUT') {
      const keys = (JSON.parse(String(init.body)) as { keys: string[] }).keys;
      let marked = 0;
      for (const n of items)
        if (!n.read && (keys.length === 0 || keys.includes(n.key))) {
          n.read = true;
          marked += 1;
        }
      return { status: 200, body: { result: { marked } } };
    }
    return { status: 404, body: { messages: ['not found'] } };
  });
}

function renderBell() {
  const client = new SocketClient({ WebSocket: FakeSocket, url: 'ws://t/ws', logger: { error: vi.fn() } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        // The bell lives in the shell, so it stays across navigations.
        element: (
          <>
            <NotificationBell username="priya" />
            <Outlet />
          </>
        ),
        children: [
          { path: '/home', element: <p>Home page</p> },
          { path: '/story/:id', element: <p>Board page</p> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={client}>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  FakeSocket.last().open();
  return { router, socket: FakeSocket.last() };
}

const unreadCalls = (calls: { url: string }[]) => calls.filter((c) => c.url.endsWith('/unread')).length;

beforeEach(() => {
  FakeSocket.all = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification bell', () => {
  it('shows the unread count from the server on the badge and in its label', async () => {
    const { calls } = notificationServer([
      notification({ key: 'a' }),
      notification({ key: 'b' }),
      notification({ key: 'c', read: true }),
    ]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // The badge sits beside the button.
    expect(bell.parentElement?.textContent).toBe('2');
    expect(calls[0]).toMatchObject({ url: '/api/users/priya/notifications/unread', method: 'GET' });
  });

  it('has no badge when all are read', async () => {
    notificationServer([notification({ read: true })]);
    renderBell();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Notifications' }).parentElement?.textContent).toBe('');
  });

  it('raises the count by one on each live "new notification" message without asking again', async () => {
    const { calls } = notificationServer([notification({ key: 'a' })]);
    const { socket } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    socket.receive({ action: 'new', type: 'notification' });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    socket.receive({ action: 'new', type: 'notification' });
    socket.receive({ action: 'add', type: 'project', id: 3, childType: 'comment' });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(unreadCalls(calls)).toBe(1);
  });

  it('asks for the count again when a notification changed in place, so the bell agrees with the list (item 2)', async () => {
    const items = [notification({ key: 'a' })];
    const { calls } = notificationServer(items);
    const { socket } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // A second message of the same conversation: the server updated the one unread row.
    socket.receive({ action: 'update', type: 'notification' });
    await waitFor(() => expect(unreadCalls(calls)).toBe(2));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('lists the latest ones; a click marks that one read and opens its deep link without the web root', async () => {
    const { calls } = notificationServer([
      notification({
        key: 'a',
        title: 'Wiring is ready',
        deepLink: 'https://makerboard.example/story/12#section-34',
      }),
      notification({ key: 'b', title: 'Older one', read: true, createdAt: minutesAgo(60 * 24 * 3) }),
    ]);
    const { router } = renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = within(list).getByRole('button', { name: /Wiring is ready/ });
    expect(first.textContent).toContain('Unread:');
    expect(first.textContent).toContain('5 minutes ago');
    expect(within(list).getByRole('button', { name: /Older one/ }).textContent).toContain('3 days ago');

    await user.click(first);
    await screen.findByText('Board page');
    expect(router.state.location.pathname).toBe('/story/12');
    expect(router.state.location.hash).toBe('#section-34');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/users/notifications/read',
        body: { keys: ['a'] },
      }),
    );
    await screen.findByRole('button', { name: 'Notifications' });
  });

  it('marks all as read with an empty key list', async () => {
    const { calls } = notificationServer([notification({ key: 'a' }), notification({ key: 'b' })]);
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ keys: [] }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(within(dialog).queryByText('Unread:')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
    // The browser's other tabs hear the new count through pb-vms (spec/001 §9).
    const shared = JSON.parse(localStorage.getItem('pb-vms') ?? '{}') as { message?: unknown };
    expect(shared.message).toEqual({ kind: 'unread', username: 'priya', count: 0 });
  });

  it('says so when there are none, and offers a retry when the list fails; Escape closes', async () => {
    notificationServer([]);
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Notifications' }));
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    notificationServer([notification({})], { failList: true });
    renderBell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('deep links and times', () => {
  it('strips the web root of absolute links and keeps paths', () => {
    expect(deepLinkPath('https://makerboard.example/story/12#section-34')).toBe('/story/12#section-34');
    expect(deepLinkPath('http://localhost:5173/story/3?x=1')).toBe('/story/3?x=1');
    expect(deepLinkPath('/story/12#section-34')).toBe('/story/12#section-34');
    expect(deepLinkPath('story/12')).toBe('/story/12');
    expect(deepLinkPath('')).toBe('/home');
  });

  it('writes relative times in the language, and nothing under a minute', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-22T11:59:30Z', 'en', now)).toBeNull();
    expect(relativeTime('2026-11-22T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T12:00:00Z', 'de', now)).toBe('gestern');
    expect(relativeTime('2026-11-22T10:00:00Z', 'fr', now)).toBe('il y a 2 heures');
  });
});
