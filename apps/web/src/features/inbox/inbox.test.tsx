import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import type { Conversation, Message } from '@makerboard/shared';
import { sessionStore } from '../../api/session-store.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { RealtimeProvider } from '../../realtime/realtime-provider.tsx';
import { SocketClient } from '../../realtime/socket-client.ts';
import { FakeSocket } from '../../realtime/test-socket.ts';
import { makeUser, stubServer } from '../../test/fixtures.ts';
import { conversationPath, conversationTitle } from './conversation-path.ts';
import { InboxLink } from './inbox-link.tsx';
import { InboxPage } from './inbox-page.tsx';
import { isSendKey } from './thread.tsx';

// The inbox's texts load with it (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));

const person = (userName: string, firstName: string) => ({
  id: userName.length,
  uuid: `uuid-${userName}`,
  userName,
  name: userName,
  fullName: `${firstName} Test`,
  firstName,
  lastName: 'Test',
  userType: 'standard' as const,
  avatarUrl: null,
  isSupervisor: false,
});

function message(id: number, text: string, mine = false): Message {
  return {
    id,
    conversationID: 7,
    user: mine ? person('sam', 'Sam') : person('priya', 'Priya'),
    message: text,
    body: text,
    chatType: null,
    pinned: false,
    metadata: { likes: 0 },
    liked: false,
    isMine: mine,
    edited: false,
    deleted: false,
    createdAt: new Date('2026-01-01T10:00:00Z').toISOString(),
  };
}

function conversation(over: Partial<Conversation> = {}): Conversation {
  return {
    id: 7,
    draft: false,
    kind: 'private',
    public: false,
    topic: null,
    projectID: null,
    chatType: null,
    pinned: false,
    unread: 1,
    muted: false,
    notification: 'all',
    joined: true,
    isSupervisor: false,
    users: [person('sam', 'Sam'), person('priya', 'Priya')],
    usersCount: 2,
    lastMessage: message(2, 'Try a PID controller'),
    updatedAt: new Date().toISOString(),
    ...over,
  };
}

/** A stand-in for the conversation routes, keeping their state. */
function inboxServer(blocked?: string) {
  const state = { unread: 1, messages: [message(2, 'Try a PID controller'), message(1, 'Hi Priya', true)] };
  const server = stubServer((url, init) => {
    const { pathname } = new URL(url, 'http://x');
    const method = init.method ?? 'GET';
    if (blocked && pathname === `/api/users/${blocked}/profile`)
      return {
        status: 200,
        body: {
          result: {
            user: makeUser({ userName: blocked, fullName: 'Noah K.' }),
            profile: { occupation: '', about: '', skills: [], interests: [], badges: [] },
            handles: [],
            counts: {
              projects: 0,
              stories: 0,
              discussions: 0,
              contributions: 0,
              following: 0,
              followers: 0,
              pins: 0,
            },
            isSelf: false,
            memberSince: '2026-01-01T00:00:00.000Z',
            canMessage: false,
          },
        },
      };
    if (pathname === '/api/conversations/project/4')
      return {
        status: 200,
        body: {
          result: {
            conversation: conversation({
              kind: 'project',
              projectID: 4,
              chatType: 'project',
              topic: 'Rover team',
              unread: state.unread,
            }),
          },
        },
      };
    if (pathname === '/api/conversations/unread')
      return { status: 200, body: { result: { total: state.unread } } };
    if (pathname === '/api/conversations' && new URL(url, 'http://x').searchParams.get('query') === 'zz')
      return { status: 200, body: { result: { conversations: [], total: 0, hasMore: false } } };
    if (pathname === '/api/conversations')
      return {
        status: 200,
        body: {
          result: { conversations: [conversation({ unread: state.unread })], total: 1, hasMore: false },
        },
      };
    if (pathname === '/api/conversations/public')
      return { status: 200, body: { result: { conversations: [], total: 0, hasMore: false } } };
    if (pathname === '/api/conversations/7')
      return {
        status: 200,
        body: { result: { conversation: conversation({ unread: state.unread }), totalUnread: state.unread } },
      };
    if (pathname === '/api/conversations/7/read' && method === 'PUT') {
      state.unread = 0;
      return { status: 200, body: { result: { read: true, unread: 0, totalUnread: 0 } } };
    }
    if (pathname === '/api/conversations/7/messages/pinned')
      return { status: 200, body: { result: { messages: [], total: 0, hasMore: false } } };
    if (pathname === '/api/conversations/7/messages' && method === 'GET')
      return {
        status: 200,
        body: { result: { messages: state.messages, total: state.messages.length, hasMore: false } },
      };
    if (pathname === '/api/conversations/7/messages' && method === 'POST') {
      const text = (JSON.parse(String(init.body)) as { message: string }).message;
      const sent = message(state.messages.length + 1, text, true);
      state.messages = [sent, ...state.messages];
      return { status: 201, body: { result: { message: sent } } };
    }
    return { status: 404, body: { messages: ['Conversation not found'], code: 'CONVERSATION_NOT_FOUND' } };
  });
  return { ...server, state };
}

function renderInbox(path: string) {
  const client = new SocketClient({ WebSocket: FakeSocket, url: 'ws://t/ws', logger: { error: vi.fn() } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <InboxLink />
            <Outlet />
          </>
        ),
        children: [
          { path: '/home', element: <p>Home page</p> },
          { path: '/inbox/:username?', element: <InboxPage /> },
          { path: '/inbox/project/:projectID', element: <InboxPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
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

beforeEach(() => {
  FakeSocket.all = [];
  sessionStore.set({
    user: makeUser({ userName: 'sam', uuid: 'uuid-sam' }),
    status: 'loggedIn',
    checked: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inbox helpers', () => {
  it('names a conversation by its topic or the other people, and gives its address', () => {
    expect(conversationTitle(conversation(), 'sam')).toBe('Priya Test');
    expect(conversationPath(conversation(), 'sam')).toBe('/inbox/priya');
    expect(conversationPath(conversation({ kind: 'public', public: true, topic: 'robotics' }), 'sam')).toBe(
      '/inbox/public/robotics',
    );
    expect(conversationPath(conversation({ kind: 'group', topic: 'Fair team' }), 'sam')).toBe(
      '/inbox/group/Fair%20team',
    );
    expect(
      conversationPath(conversation({ kind: 'project', projectID: 4, chatType: 'project' }), 'sam'),
    ).toBe('/inbox/project/4');
    expect(conversationPath(conversation({ kind: 'group', topic: null }), 'sam')).toBe(
      '/inbox?conversation=7',
    );
  });

  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    const native = (isComposing: boolean) => ({ isComposing }) as unknown as KeyboardEvent;
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: native(false) })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, nativeEvent: native(false) })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, nativeEvent: native(true) })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, nativeEvent: native(false) })).toBe(false);
  });
});

describe('inbox', () => {
  it('shows the unread badge, which a live conversation message refreshes', async () => {
    const { state } = inboxServer();
    const { socket } = renderInbox('/home');
    await screen.findByRole('link', { name: 'Inbox, 1 unread conversation' });
    state.unread = 2;
    socket.receive({ action: 'add', type: 'conversation', id: 9, childType: 'message', childTypeID: 5 });
    await screen.findByRole('link', { name: 'Inbox, 2 unread conversations' });
  });

  it('opens the conversation with a username, marks it read, and sends with Enter', async () => {
    const { calls } = inboxServer();
    renderInbox('/inbox/priya');
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await within(thread).findByText('Try a PID controller');
    // Oldest first in the thread.
    const texts = within(thread)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(texts[0]).toContain('Hi Priya');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/conversations/7/read')).toBe(true));
    await screen.findByRole('link', { name: 'Inbox' });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: /Your message/ });
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Messages cannot be empty.')).toBeTruthy();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect((box as HTMLTextAreaElement).value).toBe('Line one\nline two');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/conversations/7/messages',
        body: { message: 'Line one\nline two' },
      }),
    );
    await within(thread).findByText(/Line one/);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it("opens a board's chat from its address (inbox/project/{projectID})", async () => {
    const { calls } = inboxServer();
    renderInbox('/inbox/project/4');
    const thread = await screen.findByRole('region', { name: 'Messages' });
    await within(thread).findByText('Try a PID controller');
    expect(calls.some((c) => c.url.startsWith('/api/conversations/project/4'))).toBe(true);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/conversations/7/read')).toBe(true));
    expect(screen.getByRole('textbox', { name: /Your message/ })).toBeTruthy();
  });

  it('searches the private list by name or topic', async () => {
    const { calls } = inboxServer();
    renderInbox('/inbox');
    await screen.findByText('Priya Test');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zz');
    expect(await screen.findByText('No conversation matches.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('query=zz') && c.url.includes('public=false'))).toBe(true);
    // Typing is debounced: no request for the first letter alone.
    expect(calls.some((c) => /query=z(&|$)/.test(c.url))).toBe(false);
  });

  it('says before typing that a minor cannot write to someone they share nothing with, and lists no draft', async () => {
    const { calls } = inboxServer('noah');
    renderInbox('/inbox/noah');
    const note = await screen.findByTestId('write-blocked');
    expect(note.textContent).toContain('You can’t write to Noah K. yet');
    expect(note.textContent).toContain('share a board or a class');
    expect(note.textContent).toContain('Invite Noah K. to one of your boards');
    expect(screen.queryByRole('textbox', { name: /Your message/ })).toBeNull();
    expect(screen.queryByText('Not sent yet')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('puts a draft on top for someone new; the first message creates the conversation', async () => {
    const { calls } = inboxServer();
    renderInbox('/inbox/lea');
    expect((await screen.findAllByText('New chat with lea')).length).toBeGreaterThan(0);
    expect(screen.getByText('Write the first message to start this conversation.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Hello Léa{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/conversations',
        body: { users: ['lea'], message: 'Hello Léa' },
      }),
    );
  });
});
