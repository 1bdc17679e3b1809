import type { PublicUser } from '@makerboard/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../api/http.ts';
import { inboxKeys } from './keys.ts';

export { inboxKeys } from './keys.ts';

export type ConversationKind = 'private' | 'group' | 'public' | 'project';

export interface ConversationUser extends PublicUser {
  name: string;
  isSupervisor: boolean;
}

export interface Message {
  id: number;
  conversationID: number;
  user: PublicUser | null;
  message: string;
  chatType: string | null;
  pinned: boolean;
  metadata: { likes: number };
  liked: boolean;
  isMine: boolean;
  edited: boolean;
  deleted: boolean;
  createdAt: string;
}

/** spec/000 §3 Conversation, as the server presents it. */
export interface Conversation {
  id: number;
  draft: boolean;
  kind: ConversationKind;
  public: boolean;
  topic: string | null;
  projectID: number | null;
  chatType: string | null;
  pinned: boolean;
  unread: number;
  muted: boolean;
  notification: 'muted' | 'all';
  joined: boolean;
  isSupervisor: boolean;
  users: ConversationUser[];
  usersCount: number;
  lastMessage: Message | null;
  updatedAt: string;
  messages?: Message[];
  hasMoreMessages?: boolean;
}

export interface ConversationList {
  conversations: Conversation[];
  total: number;
  hasMore: boolean;
}

/** How many conversations a list shows, and messages a page of a thread holds. */
export const LIST_LIMIT = 50;
export const MESSAGE_PAGE = 20;

/** Where a conversation lives in the app (docs/routes.md). */
export function conversationPath(c: Conversation, me: string | undefined): string {
  if (c.kind === 'public' && c.topic) return `/inbox/public/${encodeURIComponent(c.topic)}`;
  if (c.kind === 'project' && c.projectID) {
    return c.chatType && c.chatType !== 'project'
      ? `/inbox/project/${c.projectID}?chatType=${encodeURIComponent(c.chatType)}`
      : `/inbox/project/${c.projectID}`;
  }
  if (c.kind === 'group' && c.topic) return `/inbox/group/${encodeURIComponent(c.topic)}`;
  if (c.kind === 'private') {
    const other = c.users.find((u) => u.userName.toLowerCase() !== me?.toLowerCase());
    if (other) return `/inbox/${encodeURIComponent(other.userName)}`;
  }
  return `/inbox?conversation=${c.id}`;
}

/** A conversation's name: its topic, or the other people in it. */
export function conversationTitle(c: Pick<Conversation, 'topic' | 'users'>, me: string | undefined): string {
  if (c.topic) return c.topic;
  const others = c.users.filter((u) => u.userName.toLowerCase() !== me?.toLowerCase());
  return others.map((u) => u.fullName || u.userName).join(', ') || (me ?? '');
}

const list = (page: Partial<ConversationList>): ConversationList => ({
  conversations: page.conversations ?? [],
  total: page.total ?? 0,
  hasMore: page.hasMore ?? false,
});

/**
 * GET /conversations?public=false: the private list (private, group and board conversations),
 * optionally searched by a person's name or a topic (`query`).
 */
export function useConversations(search = '') {
  const query = search.trim();
  return useQuery({
    queryKey: query ? [...inboxKeys.list('mine'), query] : inboxKeys.list('mine'),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ConversationList> =>
      list(
        await api.request<Partial<ConversationList>>('/conversations', {
          query: { limit: LIST_LIMIT, offset: 0, public: false, query: query || undefined },
          signal,
        }),
      ),
  });
}

/** GET /conversations/public: the public topics. */
export function usePublicConversations() {
  return useQuery({
    queryKey: inboxKeys.list('public'),
    queryFn: async ({ signal }) =>
      list(
        await api.request<Partial<ConversationList>>('/conversations/public', {
          query: { limit: LIST_LIMIT, offset: 0 },
          signal,
        }),
      ),
  });
}

export type Target =
  | { kind: 'id'; id: number }
  | { kind: 'public' | 'group'; topic: string }
  | { kind: 'project'; projectID: number; chatType: string };

/** One conversation by id, topic or board (GET /conversations/{id}, /topic/{topic}, /project/{id}). */
export function useConversation(target: Target | null) {
  return useQuery({
    queryKey: inboxKeys.target(target),
    enabled: target !== null,
    queryFn: async ({ signal }) => {
      const t = target!;
      const path =
        t.kind === 'id'
          ? `/conversations/${t.id}`
          : t.kind === 'project'
            ? t.chatType === 'project'
              ? `/conversations/project/${t.projectID}`
              : `/conversations/project/${t.projectID}/${encodeURIComponent(t.chatType)}`
            : `/conversations/topic/${encodeURIComponent(t.topic)}`;
      const query = t.kind === 'public' || t.kind === 'group' ? { type: t.kind } : undefined;
      return (
        await api.request<{ conversation: Conversation; totalUnread: number }>(path, {
          ...(query ? { query } : {}),
          signal,
        })
      ).conversation;
    },
  });
}

interface MessagePage {
  messages: Message[];
  total: number;
  hasMore: boolean;
}

/** A thread's messages, newest first from the server; older pages come with `before`. */
export function useMessages(conversationId: number) {
  return useInfiniteQuery({
    queryKey: inboxKeys.messages(conversationId),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.request<Partial<MessagePage>>(`/conversations/${conversationId}/messages`, {
        query: { limit: MESSAGE_PAGE, before: pageParam },
        signal,
      });
      return { messages: page.messages ?? [], total: page.total ?? 0, hasMore: page.hasMore ?? false };
    },
    getNextPageParam: (last) => (last.hasMore ? last.messages.at(-1)?.id : undefined),
  });
}

/** GET /conversations/{id}/messages/pinned: the pinned messages, newest first. */
export function usePinnedMessages(conversationId: number) {
  return useQuery({
    queryKey: inboxKeys.pinned(conversationId),
    queryFn: async ({ signal }) => {
      const page = await api.request<Partial<MessagePage>>(
        `/conversations/${conversationId}/messages/pinned`,
        {
          query: { limit: 10 },
          signal,
        },
      );
      return { messages: page.messages ?? [], total: page.total ?? 0 };
    },
  });
}

/** GET /conversations/unread → {total}: the header badge. */
export function useUnreadConversations(enabled = true) {
  return useQuery({
    queryKey: inboxKeys.unread(),
    enabled,
    queryFn: async ({ signal }) =>
      (await api.request<{ total: number }>('/conversations/unread', { signal })).total,
  });
}

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return (conversationId?: number) => {
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.unread() });
    if (conversationId) void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(conversationId) });
  };
}

/** POST /conversations/{id}/messages, or POST /conversations for a draft (the first message). */
export function useSendMessage() {
  const refresh = useRefreshInbox();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { conversationId: number | null; users: string[]; message: string }) => {
      if (input.conversationId) {
        const r = await api.request<{ message: Message }>(`/conversations/${input.conversationId}/messages`, {
          method: 'POST',
          body: { message: input.message },
        });
        return { conversationId: input.conversationId, message: r.message };
      }
      const r = await api.request<{ conversation: Conversation; messages: Message[] }>('/conversations', {
        method: 'POST',
        body: { users: input.users, message: input.message },
      });
      return { conversationId: r.conversation.id, message: r.messages[0] };
    },
    onSuccess: ({ conversationId }, input) => {
      refresh(conversationId);
      if (!input.conversationId) void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}

export function useEditMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (input: { id: number; message: string }) =>
      api.request<{ message: Message }>(`/messages/${input.id}`, {
        method: 'PUT',
        body: { message: input.message },
      }),
    onSuccess: () => refresh(conversationId),
  });
}

export function useDeleteMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (id: number) => api.request(`/messages/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(conversationId),
  });
}

export function useLikeMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (input: { id: number; like: boolean }) =>
      api.request(`/messages/${input.id}/like`, { method: input.like ? 'POST' : 'DELETE' }),
    onSuccess: () => refresh(conversationId),
  });
}

export function usePinMessage(conversationId: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (input: { id: number; pinned: boolean }) =>
      api.request(`/messages/${input.id}/pin`, { method: 'POST', body: { pinned: input.pinned } }),
    onSuccess: () => refresh(conversationId),
  });
}

/** PUT /conversations/{id}/notifications {muted}. */
export function useMute(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) =>
      api.request<{ muted: boolean; totalUnread: number }>(`/conversations/${conversationId}/notifications`, {
        method: 'PUT',
        body: { muted },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(inboxKeys.unread(), result.totalUnread);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}

/** PUT /conversations/{id}/pin {pinned}: the caller's own pin, which puts it first in the list. */
export function usePinConversation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pinned: boolean) =>
      api.request<{ pinned: boolean }>(`/conversations/${conversationId}/pin`, {
        method: 'PUT',
        body: { pinned },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** PUT /conversations/{id}/read: the badge goes down by one when the conversation was unread. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      api.request<{ totalUnread: number }>(`/conversations/${conversationId}/read`, { method: 'PUT' }),
    onSuccess: (result) => {
      queryClient.setQueryData(inboxKeys.unread(), result.totalUnread);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}
