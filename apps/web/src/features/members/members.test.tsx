import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import type { Board } from '@makerboard/shared';
import { sessionStore } from '../../api/session-store.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { makeUser, stubServer } from '../../test/fixtures.ts';
import { boardIdFrom } from './board-id.ts';
import { JoinPage } from './components/join-page.tsx';
import { grantableBy, MembersPanel, splitEmails } from './components/members-panel.tsx';

// These screens' texts load with them (i18n/screens.ts), as the router loads them.
beforeAll(() => withScreenTexts(async () => null));

const board = { id: 7, title: 'Solar feeder', memberRole: 'owner' } as Board;
const member = (userName: string, role: string, status = 'active') => ({
  user: {
    id: 1,
    uuid: `u-${userName}`,
    userName,
    fullName: userName,
    firstName: '',
    lastName: '',
    userType: 'standard',
    avatarUrl: null,
  },
  role,
  customRole: null,
  invitedByUserRole: 'owner',
  status,
  anonymous: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderAt(ui: ReactNode, path = '/story/7') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('member helpers', () => {
  it('splits pasted addresses on commas, semicolons, spaces and lines, once each', () => {
    expect(splitEmails('a@x.org, b@x.org;\nc@x.org  a@x.org')).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
    expect(splitEmails('  ')).toEqual([]);
  });
  it('reads a board id from a number or a board address', () => {
    expect(boardIdFrom('42')).toBe(42);
    expect(boardIdFrom('https://makerboard.example/acme/story/17?edit=1')).toBe(17);
    expect(boardIdFrom('/story/video/9')).toBe(9);
    expect(boardIdFrom('my board')).toBeNull();
    expect(boardIdFrom('0')).toBeNull();
  });
  it('offers the roles of the grant table: none to contributors, no owner to anyone (spec/000 §6)', () => {
    expect(grantableBy('owner', false)).not.toContain('owner');
    expect(grantableBy('projectAdmin', false)).toEqual(['contributor', 'viewer', 'resultsViewer', 'custom']);
    expect(grantableBy('anonymousCoowner', false)).toContain('coowner');
    expect(grantableBy('contributor', false)).toEqual([]);
    expect(grantableBy(null, true)).toContain('projectAdmin');
  });
});

describe('members panel', () => {
  it('lists members and invites by e-mail with the chosen role; a refusal shows the server text', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'sam' }) });
    let invited = 0;
    const { calls } = stubServer((url, init) => {
      if (url.endsWith('/projects/7/members/invite')) {
        invited += 1;
        return invited === 1
          ? { status: 201, body: { result: { membership: member('new', 'viewer', 'pending') } } }
          : { status: 409, body: { messages: ['Already a member'], code: 'ALREADY_MEMBER' } };
      }
      if (url.endsWith('/projects/7/members') && (init.method ?? 'GET') === 'GET')
        return {
          status: 200,
          body: {
            result: {
              memberships: [member('sam', 'owner'), member('lea', 'contributor', 'pending')],
              invitations: [],
              total: 2,
              hasMore: false,
            },
          },
        };
      return { status: 404, body: { messages: ['Not found'] } };
    });
    renderAt(<MembersPanel board={board} />);
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(list.textContent).toContain('lea');
    expect(list.textContent).toContain('invited');
    // The owner manages lea (a role select and Remove), not themselves.
    expect(screen.getByRole('combobox', { name: 'Role of lea' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role of sam' })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Username or email/ }), 'new@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to new@example.org.');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ lookup: 'new@example.org', role: 'viewer' });

    await user.type(screen.getByRole('textbox', { name: /Username or email/ }), 'lea');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Already a member');
  });

  it('shows members without management controls to a contributor, who may leave', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'lea' }) });
    stubServer(() => ({
      status: 200,
      body: {
        result: {
          memberships: [member('sam', 'owner'), member('lea', 'contributor')],
          invitations: [],
          total: 2,
          hasMore: false,
        },
      },
    }));
    renderAt(<MembersPanel board={{ ...board, memberRole: 'contributor' }} />);
    await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave board' })).toBeTruthy();
  });
});

describe('join page (spec/000 §2 join, §5 three-part tokens)', () => {
  it('shows the translated invalid-token message for a malformed token, without a call', async () => {
    const { fetchMock } = stubServer(() => ({ status: 200, body: {} }));
    sessionStore.reset();
    renderAt(<JoinPage />, '/join?token=not-base64!&projectID=7');
    expect(await screen.findByText('Invalid token')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts with the token and the integer project id when logged in', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'priya' }) });
    const token = btoa('invite|5|secret');
    const { calls } = stubServer((url) =>
      url.includes('/invitation')
        ? { status: 404, body: { messages: ['Invitation not found'], code: 'INVITE_NOT_FOUND' } }
        : {
            status: 200,
            body: {
              result: { membership: member('priya', 'coowner'), projectID: 7, redirect: '/project/7' },
            },
          },
    );
    renderAt(<JoinPage />, `/join?token=${encodeURIComponent(token)}&projectID=7`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/projects/7/members/accept'))).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ token });
  });

  it('names the board, the inviter and the role, and declines (issue 16, item 11)', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'priya' }) });
    const { calls } = stubServer((url, init) => {
      if (url.includes('/projects/7/invitation'))
        return {
          status: 200,
          body: {
            result: {
              board: { id: 7, title: 'Solar oven' },
              inviter: makeUser({ userName: 'ada', fullName: 'Ada Lovelace' }),
              role: 'contributor',
            },
          },
        };
      if (init.method === 'DELETE')
        return { status: 200, body: { result: { removed: true, userName: 'priya' } } };
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderAt(<JoinPage />, '/join?projectID=7');
    const what = await screen.findByTestId('invitation');
    expect(what.textContent).toBe('Ada Lovelace invites you to join “Solar oven” as Contributor.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('You declined the invitation. Nothing changes on the board.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/projects/7/members/priya');
  });
});
