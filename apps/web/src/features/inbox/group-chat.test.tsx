import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import type { Conversation, ConversationUser } from '@makerboard/shared';
import { sessionStore } from '../../api/session-store.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { RealtimeProvider } from '../../realtime/realtime-provider.tsx';
import { SocketClient } from '../../realtime/socket-client.ts';
import { FakeSocket } from '../../realtime/test-socket.ts';
import { makeUser, stubServer } from '../../test/fixtures.ts';
import { InboxPage } from './inbox-page.tsx';

// The inbox's texts load with it (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));

const person = (userName: string, fullName: string, isSupervisor = false): ConversationUser => ({
  id: userName.length,
  uuid: `uuid-${userName}`,
  userName,
  name: userName,
  fullName,
  firstName: fullName.split(' ')[0]!,
  lastName: 'Test',
  userType: 'standard',
  avatarUrl: null,
  isSupervisor,
});

function group(users: ConversationUser[], isSupervisor: boolean): Conversation {
  return {
    id: 40,
    draft: false,
    kind: 'group',
    public: false,
    topic: 'Fair team',
    projectID: null,
    chatType: null,
    pinned: false,
    unread: 0,
    muted: false,
    notification: 'all',
    joined: true,
    isSupervisor,
    users,
    usersCount: users.length,
    lastMessage: null,
    updatedAt: new Date('2026-01-01T10:00:00Z').toISOString(),
  };
}

const profile = (userName: string, fullName: string, canMessage: boolean) => ({
  status: 200,
  body: {
    result: {
      user: makeUser({ userName, fullName }),
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
      canMessage,
    },
  },
});

const empty = (key: string) => ({ status: 200, body: { result: { [key]: [], total: 0, hasMore: false } } });

/**
 * A stand-in for the conversation and people routes: sam makes groups; priya and omar may be
 * written to, noah (a minor sam shares nothing with) may not.
 */
function groupServer(viewerSupervises = true) {
  const state = {
    users: [
      person('sam', 'Sam Test', viewerSupervises),
      person('priya', 'Priya Test'),
      person('omar', 'Omar Test'),
    ],
    created: null as null | { topic: string; users: string[] },
  };
  const server = stubServer((url, init) => {
    const parsed = new URL(url, 'http://x');
    const { pathname } = parsed;
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname === '/api/users' && method === 'GET') {
      const query = parsed.searchParams.get('query') ?? '';
      const all = [person('priya', 'Priya Test'), person('noah', 'Noah K.'), person('omar', 'Omar Test')];
      const users = all.filter((p) => p.fullName.toLowerCase().startsWith(query.toLowerCase()));
      return { status: 200, body: { result: { users, total: users.length, hasMore: false } } };
    }
    const profileOf = /^\/api\/users\/(\w+)\/profile$/.exec(pathname);
    if (profileOf) {
      const name = profileOf[1]!;
      return profile(name, name === 'noah' ? 'Noah K.' : `${name} Test`, name !== 'noah');
    }
    if (pathname === '/api/conversations/groups' && method === 'POST') {
      state.created = body;
      return {
        status: 201,
        body: { result: { conversation: { ...group(state.users, true), topic: body.topic } } },
      };
    }
    if (
      pathname === '/api/conversations/topic/Fair%20team' ||
      pathname === '/api/conversations/topic/Fair team'
    )
      return {
        status: 200,
        body: {
          result: {
            conversation: {
              ...group(state.users, viewerSupervises),
              messages: [],
              hasMore: false,
              hasMoreMessages: false,
            },
            totalUnread: 0,
          },
        },
      };
    if (pathname === '/api/conversations/40/users' && method === 'GET')
      return {
        status: 200,
        body: { result: { users: state.users, total: state.users.length, hasMore: false } },
      };
    if (pathname === '/api/conversations/40/users' && method === 'POST') {
      if (body.userName === 'omar2')
        return {
          status: 403,
          body: {
            messages: ['Minors can only chat with people they share a board with'],
            code: 'CONVERSATION_MINOR_PROTECTED',
          },
        };
      const added = person(body.userName, `${body.userName} Test`, body.isSupervisor);
      state.users = [...state.users, added];
      return { status: 201, body: { result: { user: added } } };
    }
    const one = /^\/api\/conversations\/40\/users\/(\w+)$/.exec(pathname);
    if (one && method === 'PUT') {
      state.users = state.users.map((u) =>
        u.userName === one[1] ? { ...u, isSupervisor: body.isSupervisor } : u,
      );
      return { status: 200, body: { result: { user: state.users.find((u) => u.userName === one[1]) } } };
    }
    if (one && method === 'DELETE') {
      state.users = state.users.filter((u) => u.userName !== one[1]);
      return { status: 200, body: { result: { removed: true, userName: one[1] } } };
    }
    if (pathname === '/api/conversations/unread') return { status: 200, body: { result: { total: 0 } } };
    if (pathname === '/api/conversations' || pathname === '/api/conversations/public')
      return empty('conversations');
    if (pathname === '/api/conversations/40/messages' || pathname === '/api/conversations/40/messages/pinned')
      return empty('messages');
    return { status: 404, body: { messages: ['Conversation not found'], code: 'CONVERSATION_NOT_FOUND' } };
  });
  return { ...server, state };
}

function renderInbox(path: string) {
  const client = new SocketClient({ WebSocket: FakeSocket, url: 'ws://t/ws', logger: { error: vi.fn() } });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/inbox/:username?', element: <InboxPage /> },
      { path: '/inbox/group/:topic', element: <InboxPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={client}>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  FakeSocket.last().open();
  return { router };
}

/** Types into a people picker and picks the named person from its list. */
async function pick(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  typed: string,
  name: RegExp,
) {
  await user.type(field, typed);
  await user.click(await screen.findByRole('option', { name }));
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
  vi.restoreAllMocks();
});

describe('new group chat (spec/000 §2 inbox/group/{topic}; spec/001 §7 Conversations)', () => {
  it('says before sending that a minor cannot be added, and creates the group with the others', async () => {
    const { calls, state } = groupServer();
    const { router } = renderInbox('/inbox');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New group chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group chat' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();

    // Nothing is sent without a name and a person.
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Give the group a name.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Fair team');

    const people = within(dialog).getByRole('combobox', { name: 'People' });
    await pick(user, people, 'Pri', /Priya Test/);
    await pick(user, people, 'Noa', /Noah K\./);
    // noah is named with the reason before anything is sent (the child-safe rule).
    const picked = within(dialog).getByRole('list', { name: 'People to add' });
    const noah = await within(picked).findByTestId('person-blocked');
    expect(noah.textContent).toContain('Noah K. cannot be added.');
    expect(noah.textContent).toContain('share a board or a class');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Take Noah K. off the list to create the group.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Without noah, and with omar too, the group is made and opened.
    await user.click(within(dialog).getByRole('button', { name: 'Take Noah K. off the list' }));
    await pick(user, people, 'Om', /Omar Test/);
    expect(within(picked).queryByTestId('person-blocked')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(state.created).toEqual({ topic: 'Fair team', users: ['priya', 'omar'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/group/Fair%20team'));
  });

  it('shows the server’s refusal when the group cannot be made', async () => {
    const { fetchMock } = groupServer();
    renderInbox('/inbox');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New group chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group chat' });
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Taken');
    await pick(user, within(dialog).getByRole('combobox', { name: 'People' }), 'Pri', /Priya Test/);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/conversations/groups')
        ? new Response(
            JSON.stringify({
              messages: ['A conversation with this topic already exists'],
              code: 'CONVERSATION_TOPIC_TAKEN',
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          )
        : original(input, init),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'A conversation with this topic already exists',
    );
  });
});

describe('group participants (spec/001 §7 Conversations "users")', () => {
  it('lets a supervisor promote, remove and add people; a minor is named before adding', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls, state } = groupServer(true);
    renderInbox('/inbox/group/Fair%20team');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'People (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'People in this group (3)' });
    const list = await within(dialog).findByRole('list', { name: 'People in this group' });
    const priya = within(list).getByRole('listitem', { name: 'Priya Test' });
    expect(priya.textContent).toContain('Participant');
    // Nobody removes or demotes themselves here: the viewer may only leave.
    const sam = within(list).getByRole('listitem', { name: 'Sam Test' });
    expect(within(sam).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(sam).getByRole('button', { name: 'Leave group' })).toBeTruthy();

    await user.click(within(priya).getByRole('button', { name: 'Make Priya Test a supervisor' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/conversations/40/users/priya',
        body: { isSupervisor: true },
      }),
    );
    await within(list).findByRole('button', { name: 'Take supervision from Priya Test' });
    expect(within(list).getByRole('listitem', { name: 'Priya Test' }).textContent).toContain('Supervisor');

    await user.click(within(list).getByRole('button', { name: 'Remove Omar Test' }));
    await waitFor(() => expect(state.users.map((u) => u.userName)).toEqual(['sam', 'priya']));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Omar Test' })).toBeNull());

    // Adding noah: the reason is said and Add stays off, before anything is sent.
    const add = within(dialog).getByRole('combobox', { name: 'Add someone' });
    await pick(user, add, 'Noa', /Noah K\./);
    expect((await within(dialog).findByTestId('person-blocked')).textContent).toContain(
      'Noah K. cannot be added.',
    );
    expect((within(dialog).getByRole('button', { name: 'Add Noah K.' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // omar comes back, as a supervisor.
    await pick(user, add, 'Om', /Omar Test/);
    await user.click(within(dialog).getByRole('switch', { name: 'As a supervisor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Omar Test' }));
    await within(dialog).findByText('Omar Test is in the group now.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userName: 'omar', isSupervisor: true });
  });

  it('shows a participant who does not supervise only the people and the way out', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = groupServer(false);
    const { router } = renderInbox('/inbox/group/Fair%20team');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'People (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'People in this group (3)' });
    await within(dialog).findByRole('list', { name: 'People in this group' });
    expect(within(dialog).queryByRole('button', { name: /supervisor|Remove/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Add someone' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/conversations/40/users/sam'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
  });
});
