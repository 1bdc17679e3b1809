import type { PublicUser } from '@makerboard/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { boardLinksKey } from '../../../realtime/live-project.ts';
import { type Board, boardKeys } from '../../boards/api/types.ts';

/** A board membership as GET /projects/{id}/members presents it (spec/000 §3 Membership). */
export interface Membership {
  user: PublicUser | null;
  email?: string | null;
  role: string;
  customRole: string | null;
  invitedByUserRole: string | null;
  status: 'pending' | 'active';
  anonymous: boolean;
  createdAt: string;
}
export interface Invitation {
  email: string | null;
  role: string;
  customRole: string | null;
  expiresAt: string;
}
export interface MembersPage {
  memberships: Membership[];
  invitations: Invitation[];
  total: number;
  hasMore: boolean;
}
export interface Contribution {
  type: 'post' | 'comment';
  id: number;
  postID: number | null;
  projectID: number;
  title: string;
  excerpt: string;
  anonymous: boolean;
  user: { userName: string; uuid: string; fullName: string; avatarUrl: string | null } | null;
  createdAt: string;
}

export const memberKeys = {
  members: (id: number) => ['boards', 'members', id] as const,
  contributions: (id: number, offset: number) => ['boards', 'contributions', id, offset] as const,
};

export const CONTRIBUTIONS_PAGE = 10;

export function useBoardMembers(id: number) {
  return useQuery({
    queryKey: memberKeys.members(id),
    queryFn: ({ signal }) => api.request<MembersPage>(`/projects/${id}/members`, { signal }),
  });
}

/** Membership changes refresh the list and the board (its role and rights may have changed). */
function useMemberMutation<V, R>(id: number, run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.members(id) });
      void queryClient.invalidateQueries({ queryKey: boardKeys.detail(id) });
    },
  });
}

export const useInviteMember = (id: number) =>
  useMemberMutation(id, (body: { lookup: string; role: string; customRole?: string }) =>
    api.request<{ membership: Membership }>(`/projects/${id}/members/invite`, { method: 'POST', body }),
  );

export const useBulkInvite = (id: number) =>
  useMemberMutation(id, (emails: string[]) =>
    api.request<{ memberships: Membership[]; skipped: { email: string; reason: string }[] }>(
      `/projects/${id}/members/bulkInvite`,
      { method: 'POST', body: { emails } },
    ),
  );

export const useUpdateMember = (id: number) =>
  useMemberMutation(
    id,
    ({ userName, role, customRole }: { userName: string; role: string; customRole?: string }) =>
      api.request<{ membership: Membership }>(`/projects/${id}/members/${encodeURIComponent(userName)}`, {
        method: 'PUT',
        body: { role, ...(customRole ? { customRole } : {}) },
      }),
  );

export const useRemoveMember = (id: number) =>
  useMemberMutation(id, (userName: string) =>
    api.request<{ removed: boolean }>(`/projects/${id}/members/${encodeURIComponent(userName)}`, {
      method: 'DELETE',
    }),
  );

/** POST /projects/{id}/members/accept; the project id is an integer (spec/001 §5). */
export function acceptBoardInvite(projectID: number, token?: string) {
  return api.request<{ membership: Membership; projectID: number; redirect: string }>(
    `/projects/${Math.trunc(projectID)}/members/accept`,
    { method: 'POST', body: token ? { token } : {} },
  );
}

export function useBoardLinks(id: number) {
  return useQuery({
    queryKey: boardLinksKey(id),
    queryFn: ({ signal }) =>
      api.request<{ links: Board[]; total: number; hasMore: boolean }>(`/projects/${id}/links?limit=100`, {
        signal,
      }),
  });
}

function useLinkMutation<V>(id: number, run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: boardLinksKey(id) }),
  });
}
export const useLinkBoard = (id: number) =>
  useLinkMutation(id, (childID: number) =>
    api.request(`/projects/${id}/links`, { method: 'POST', body: { childID } }),
  );
export const useUnlinkBoard = (id: number) =>
  useLinkMutation(id, (childID: number) =>
    api.request(`/projects/${id}/links/${childID}`, { method: 'DELETE' }),
  );

export function useBoardContributions(id: number, offset: number) {
  return useQuery({
    queryKey: memberKeys.contributions(id, offset),
    queryFn: ({ signal }) =>
      api.request<{ contributions: Contribution[]; total: number; hasMore: boolean }>(
        `/projects/${id}/contributions?limit=${CONTRIBUTIONS_PAGE}&offset=${offset}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The board id in a link to it: a number, or a board address such as …/story/42. */
export function boardIdFrom(text: string): number | null {
  const trimmed = text.trim();
  const match =
    /^(\d+)$/.exec(trimmed) ?? /\/(?:story|project|article|resource)\/(?:video\/)?(\d+)/.exec(trimmed);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
