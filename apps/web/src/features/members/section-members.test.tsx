import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import type { Board, PostMembership, Section } from '@makerboard/shared';
import { sessionStore } from '../../api/session-store.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { makeUser, stubServer } from '../../test/fixtures.ts';
import { SectionsList, sectionInHash } from '../boards/components/sections-list.tsx';
import {
  managesSectionMembers,
  SectionInvitation,
  SectionMembersButton,
  SectionMembersPanel,
} from './components/section-members.tsx';

// These screens' texts load with them (i18n/screens.ts), as the board page loads them.
beforeAll(() => withScreenTexts(async () => null));

const board = { id: 7, title: 'Solar feeder', memberRole: 'owner', isEditable: true } as Board;
const section = {
  id: 12,
  projectID: 7,
  priority: 0,
  title: 'Wiring',
  body: '<p>Wires</p>',
  anonymous: false,
  edited: false,
  isPrivate: false,
  metadata: { likes: 0, comments: 0, attachment: 0 },
  attachments: [],
  postStatus: 'Draft',
  maxAttachments: 10,
  maxWords: 2000,
  postFeatures: { canEdit: false, canDelete: false, canReturn: false, name: 'Wiring' },
  project: { displaySwoosh: false, swooshBackground: null, caption: null },
  user: { userName: 'sam', uuid: 'u-sam' },
  liked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Section;

const person = (userName: string) => ({
  id: userName.length,
  uuid: `u-${userName}`,
  userName,
  fullName: `${userName[0]!.toUpperCase()}${userName.slice(1)} Test`,
  firstName: userName,
  lastName: 'Test',
  userType: 'standard' as const,
  avatarUrl: null,
});
const membership = (
  userName: string,
  role: string,
  status: 'pending' | 'active' = 'active',
): PostMembership => ({
  user: person(userName),
  role,
  status,
  postID: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const page = (postMembers: PostMembership[]) => ({
  status: 200,
  body: { result: { postMembers, total: postMembers.length, hasMore: false } },
});

function renderAt(ui: ReactNode, path = '/story/7') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return client;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.reset();
});

describe('who manages a section’s members (posts.policy.ts managesSectionMembers)', () => {
  it('is staff, the section’s author and the board’s member managers; nobody logged out', () => {
    const author = { userName: 'sam', roles: [] };
    const stranger = { userName: 'lea', roles: [] };
    expect(managesSectionMembers({ memberRole: null }, section, author)).toBe(true);
    expect(managesSectionMembers({ memberRole: 'projectAdmin' }, section, stranger)).toBe(true);
    expect(managesSectionMembers({ memberRole: 'anonymousCoowner' }, section, stranger)).toBe(true);
    expect(managesSectionMembers({ memberRole: 'contributor' }, section, stranger)).toBe(false);
    expect(managesSectionMembers({ memberRole: null }, section, { userName: 'jo', roles: ['admin'] })).toBe(
      true,
    );
    expect(managesSectionMembers({ memberRole: 'owner' }, section, null)).toBe(false);
  });

  it('reads the section a link names from its hash', () => {
    expect(sectionInHash('#section-12')).toBe(12);
    expect(sectionInHash('#section-x')).toBeNull();
    expect(sectionInHash('')).toBeNull();
  });
});

describe('section members (spec/001 §7 Posts "Members")', () => {
  it('lets the board owner invite with a role, change a role and remove; a refusal shows the server text', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'ada' }) });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const state = { members: [membership('lea', 'contributor'), membership('noah', 'viewer', 'pending')] };
    let invites = 0;
    const { calls } = stubServer((url, init) => {
      const { pathname } = new URL(url, 'http://x');
      const method = init.method ?? 'GET';
      if (pathname === '/api/posts/12/members' && method === 'GET') return page(state.members);
      if (pathname === '/api/posts/12/members/invite') {
        invites += 1;
        if (invites > 1)
          return {
            status: 404,
            body: { messages: ['No account with this username or email'], code: 'USER_NOT_FOUND_FOR_INVITE' },
          };
        const made = membership('priya', 'viewer', 'pending');
        state.members = [...state.members, made];
        return { status: 201, body: { result: { membership: made } } };
      }
      if (pathname === '/api/posts/12/members/lea' && method === 'PUT') {
        state.members = state.members.map((m) => (m.user.userName === 'lea' ? { ...m, role: 'viewer' } : m));
        return { status: 200, body: { result: { membership: state.members[0] } } };
      }
      if (pathname === '/api/posts/12/members/noah' && method === 'DELETE') {
        state.members = state.members.filter((m) => m.user.userName !== 'noah');
        return { status: 200, body: { result: { removed: true, userName: 'noah' } } };
      }
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderAt(<SectionMembersPanel board={board} section={section} />);
    const list = await screen.findByRole('list', { name: 'Section members' });
    expect(within(list).getByRole('listitem', { name: 'Noah Test' }).textContent).toContain('invited');
    const user = userEvent.setup();

    // Invite priya as a Viewer (the roles a section gives: Contributor, Viewer).
    const roleSelect = screen.getByRole('combobox', { name: 'Role' });
    expect(
      within(roleSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Contributor', 'Viewer']);
    await user.type(screen.getByRole('textbox', { name: /Username or email/ }), 'priya');
    await user.selectOptions(roleSelect, 'viewer');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to priya.');
    expect(calls.find((c) => c.url.endsWith('/posts/12/members/invite'))?.body).toEqual({
      lookup: 'priya',
      role: 'viewer',
    });
    await within(list).findByRole('listitem', { name: 'Priya Test' });

    // lea becomes a Viewer; noah is removed.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Lea Test' }), 'viewer');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/posts/12/members/lea',
        body: { role: 'viewer' },
      }),
    );
    await user.click(
      within(within(list).getByRole('listitem', { name: 'Noah Test' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Noah Test' })).toBeNull());

    // The server's refusal, in its own words.
    await user.type(screen.getByRole('textbox', { name: /Username or email/ }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No account with this username or email',
    );
  });

  it('shows an invited person their invitation to accept, and no management controls', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'priya' }) });
    const state = {
      members: [membership('lea', 'contributor'), membership('priya', 'contributor', 'pending')],
    };
    const { calls } = stubServer((url, init) => {
      const { pathname } = new URL(url, 'http://x');
      if (pathname === '/api/posts/12/members' && (init.method ?? 'GET') === 'GET')
        return page(state.members);
      if (pathname === '/api/posts/12/members/accept') {
        state.members = state.members.map((m) => ({ ...m, status: 'active' as const }));
        return { status: 200, body: { result: { membership: state.members[1] } } };
      }
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    renderAt(<SectionMembersPanel board={{ ...board, memberRole: null }} section={section} />);
    await screen.findByRole('list', { name: 'Section members' });
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/posts/12/members/accept'))).toBe(true));
    expect(await screen.findByRole('button', { name: 'Leave section' })).toBeTruthy();
  });

  it('opens from the section card in edit mode, in a dialog named for the section', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'ada' }) });
    stubServer((url) =>
      url.includes('/posts/12/members')
        ? page([membership('lea', 'contributor')])
        : { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } },
    );
    renderAt(
      <SectionsList
        board={{ ...board, canAddSection: false, reorder: false } as Board}
        sections={[{ ...section, postFeatures: { ...section.postFeatures, canEdit: true } }]}
        editing
        loggedIn
        onVisitorAction={() => {}}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Members of Wiring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members of “Wiring”' });
    await within(dialog).findByRole('listitem', { name: 'Lea Test' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('a section invitation on the board (the invitation’s link names the section)', () => {
  it('shows on the linked section; accepting reads the sections again, so edit mode opens', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'priya' }) });
    const state = { status: 'pending' as 'pending' | 'active' };
    const { calls } = stubServer((url) => {
      const { pathname } = new URL(url, 'http://x');
      if (pathname === '/api/posts/12/membership')
        return {
          status: 200,
          body: { result: { postMembership: membership('priya', 'contributor', state.status) } },
        };
      if (pathname === '/api/posts/12/members/accept') {
        state.status = 'active';
        return { status: 200, body: { result: { membership: membership('priya', 'contributor') } } };
      }
      return { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } };
    });
    const client = renderAt(
      <SectionsList
        board={{ ...board, memberRole: null }}
        sections={[section]}
        editing={false}
        loggedIn
        onVisitorAction={() => {}}
      />,
      '/story/7#section-12',
    );
    const invitation = await screen.findByTestId('section-invitation');
    expect(invitation.textContent).toContain('Accept to work on “Wiring” as Contributor.');
    const refetched = vi.spyOn(client, 'invalidateQueries');
    await userEvent.setup().click(within(invitation).getByRole('button', { name: 'Accept invitation' }));
    await screen.findByText('You are a member of “Wiring” now. Switch on edit mode to work on it.');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/posts/12/members/accept'))).toBe(true);
    expect(refetched).toHaveBeenCalledWith({ queryKey: ['boards', 'sections', 7] });
  });

  it('asks nothing of a section the link does not name, nor of someone not invited', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'priya' }) });
    const { calls } = stubServer((url) =>
      url.includes('/membership')
        ? { status: 200, body: { result: { postMembership: null } } }
        : { status: 404, body: { messages: ['Not found'], code: 'NOT_FOUND' } },
    );
    renderAt(
      <SectionsList board={board} sections={[section]} editing={false} loggedIn onVisitorAction={() => {}} />,
      '/story/7',
    );
    await screen.findByRole('heading', { name: 'Wiring' });
    expect(calls.some((c) => c.url.includes('/membership'))).toBe(false);
    renderAt(<SectionInvitation board={board} section={section} title="Wiring" />);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/posts/12/membership'))).toBe(true));
    expect(screen.queryByTestId('section-invitation')).toBeNull();
  });
});

describe('section members button', () => {
  it('names the section it opens', async () => {
    sessionStore.set({ status: 'loggedIn', user: makeUser({ userName: 'ada' }) });
    stubServer(() => page([]));
    renderAt(<SectionMembersButton board={board} section={section} title="Wiring" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Members of Wiring' }));
    expect(await screen.findByText('This section has no members of its own yet.')).toBeTruthy();
  });
});
