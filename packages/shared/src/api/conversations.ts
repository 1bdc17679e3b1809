import { z } from 'zod';
import { endpoint, Id, IdempotencyHeaders, IdParams, MAX_ID, Timestamp } from './contract.ts';
import { CursorPageQuery, PageQuery, pageResult } from './paging.ts';
import { reactionEndpoints } from './reactions.ts';
import { PublicUser } from './users.ts';

/** The longest message, counted in plain text (spec/000 §5). */
export const MESSAGE_MAX = 5000;

export const CONVERSATION_KINDS = ['private', 'group', 'public', 'project'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

const userName = z.string().trim().min(1).max(64);
const topic = z.string().trim().min(1).max(80);
const search = z.string().trim().max(100);
/** A person in a body: a username, or (api.md "numeric id and uuid in bodies") an id or a uuid. */
const person = z.union([z.number().int().positive().max(MAX_ID), userName]);
/** People by username, numeric id or uuid. */
const people = z.array(person).max(50).default([]);
/** A board chat's channel: the board's own (`project`) or a team's, e.g. `mentors`. */
const chatType = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/u);
/** Raw text is bounded generously here; the service counts the plain text against MESSAGE_MAX. */
const messageText = z.string().max(MESSAGE_MAX * 4);
/** Topics are public topics unless a group is asked for. */
const topicType = z.enum(['public', 'group']).default('public');

// ---------- input ----------

export const ConversationListQuery = PageQuery.extend({
  /** Names the caller: anyone else's conversations do not exist for them. */
  username: userName.optional(),
  query: search.optional(),
  kind: z.enum(CONVERSATION_KINDS).optional(),
  /** `false`: the private list of spec/000 §4 (no public topics); `true`: joined public topics only. */
  public: z.enum(['true', 'false']).optional(),
});
export const PublicConversationsQuery = PageQuery.extend({ query: search.optional() });
export const ConversationUnreadQuery = z.object({ username: userName.optional() });
export const ConversationTopicParams = z.object({ topic });
export const ConversationTopicQuery = z.object({ type: topicType });
/** Messages page by id too: `before` (older) and `since` (newer), newest first. */
export const MessagePageQuery = CursorPageQuery;
export const TopicMessagesQuery = MessagePageQuery.extend({ type: topicType });
export const BoardChatParams = z.object({ projectID: Id });
export const BoardChatTypeParams = BoardChatParams.extend({ chatType });
/** `messageID`: "up to a message" (spec/001 §7): every message from the newest down to it. */
export const ConversationQuery = z.object({ messageID: Id.optional() });
export const ParticipantParams = IdParams.extend({ userName });
export const MessageSearchQuery = PageQuery.extend({ query: search.min(1) });
export const DeleteMessageQuery = z.object({
  /** Answers by which right the message was deleted. */
  showPermission: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const CreateConversationBody = z.object({ users: people, message: messageText.optional() });
export type CreateConversationBody = z.input<typeof CreateConversationBody>;
export const CreatePublicTopicBody = z.object({ topic });
export const CreateGroupBody = z.object({ topic, users: people });
export type CreateGroupBody = z.input<typeof CreateGroupBody>;
export const UpdateGroupBody = z.object({ topic: topic.optional(), users: people });
export const SendMessageBody = z.object({ message: messageText, chatType: chatType.optional() });
export type SendMessageBody = z.input<typeof SendMessageBody>;
export const EditMessageBody = z.object({ message: messageText });
/** Without `pinned` the pin toggles. */
export const PinMessageBody = z.object({ pinned: z.boolean().optional() }).nullish();
export const AddParticipantBody = z.object({ userName, isSupervisor: z.boolean().default(false) });
export const UpdateParticipantBody = z.object({ isSupervisor: z.boolean() });
export const MuteConversationBody = z.object({ muted: z.boolean() });
export const PinConversationBody = z.object({ pinned: z.boolean() });

// ---------- output ----------

/** A person in a conversation: who they are, and whether they supervise it. */
export const ConversationUser = PublicUser.extend({
  /** Their username, under the spec's name. */
  name: z.string(),
  isSupervisor: z.boolean(),
}).meta({ id: 'ConversationUser' });
export type ConversationUser = z.output<typeof ConversationUser>;

/** A message as the server presents it (spec/000 §3 Message): plain text, soft-deleted. */
export const Message = z
  .object({
    id: z.number().int(),
    conversationID: z.number().int(),
    /** Null for a deleted or disabled account. */
    user: PublicUser.nullable(),
    /** Empty once deleted. */
    message: z.string(),
    /** The same text as `message`. */
    body: z.string(),
    chatType: z.string().nullable(),
    pinned: z.boolean(),
    metadata: z.object({ likes: z.number().int() }),
    liked: z.boolean(),
    isMine: z.boolean(),
    edited: z.boolean(),
    deleted: z.boolean(),
    createdAt: Timestamp,
  })
  .meta({ id: 'Message' });
export type Message = z.output<typeof Message>;

/** A conversation as the caller sees it (spec/000 §3 Conversation): their pin, unread, mute. */
export const Conversation = z
  .object({
    id: z.number().int(),
    /** Always false from the server: a draft is the web app's conversation before its first message. */
    draft: z.boolean(),
    kind: z.enum(CONVERSATION_KINDS),
    public: z.boolean(),
    topic: z.string().nullable(),
    projectID: z.number().int().nullable(),
    chatType: z.string().nullable(),
    pinned: z.boolean(),
    unread: z.number().int(),
    muted: z.boolean(),
    notification: z.enum(['muted', 'all']),
    joined: z.boolean(),
    isSupervisor: z.boolean(),
    /** At most 50 (a busy public topic stays light); `usersCount` counts them all. */
    users: z.array(ConversationUser),
    usersCount: z.number().int(),
    lastMessage: Message.nullable(),
    updatedAt: Timestamp,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.output<typeof Conversation>;

/** A conversation opened: with its latest messages, newest first (or every one down to `messageID`). */
export const ConversationThread = Conversation.extend({
  messages: z.array(Message),
  /** spec/000 §3 names both: older messages wait to be paged back. */
  hasMore: z.boolean(),
  hasMoreMessages: z.boolean(),
}).meta({ id: 'ConversationThread' });
export type ConversationThread = z.output<typeof ConversationThread>;

export const ConversationPage = pageResult('conversations', Conversation);
export const MessagePage = pageResult('messages', Message);
export const ConversationUserPage = pageResult('users', ConversationUser);
export const ConversationResult = z.object({ conversation: Conversation });
/** One conversation opened, with the caller's unread badge. */
export const ConversationThreadResult = z.object({
  conversation: ConversationThread,
  totalUnread: z.number().int(),
});
export const CreatedConversationResult = z.object({
  conversation: ConversationThread,
  messages: z.array(Message),
});
export const ConversationUnreadResult = z.object({ total: z.number().int() });
export const MessageResult = z.object({ message: Message });
export const DeletedMessageResult = z.object({
  deleted: z.literal(true),
  id: z.number().int(),
  conversationID: z.number().int(),
  /** With `showPermission`: by which right it was deleted. */
  permission: z.enum(['author', 'supervisor', 'admin']).optional(),
});
/** The ids of the messages the caller liked in a conversation, newest first. */
export const LikedMessagesResult = z.object({ messages: z.array(z.number().int()) });
export const ParticipantResult = z.object({ user: ConversationUser });
export const RemovedParticipantResult = z.object({ removed: z.literal(true), userName: z.string() });
export const ConversationRoleResult = z.object({ isSupervisor: z.boolean() });
export const ConversationReadResult = z.object({
  read: z.literal(true),
  unread: z.number().int(),
  totalUnread: z.number().int(),
});
export const ConversationMuteResult = z.object({ muted: z.boolean() });
export const ConversationMutedResult = z.object({ muted: z.boolean(), totalUnread: z.number().int() });
export const ConversationPinnedResult = z.object({ pinned: z.boolean() });

const tag = 'conversations';

/** Conversations (api.md "Conversations and the socket"; spec/001 §7). */
export const conversationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/conversations',
    query: ConversationListQuery,
    result: ConversationPage,
    tag,
  }),
  listPublic: endpoint({
    method: 'GET',
    path: '/conversations/public',
    query: PublicConversationsQuery,
    result: ConversationPage,
    tag,
  }),
  createPublic: endpoint({
    method: 'POST',
    path: '/conversations/public',
    body: CreatePublicTopicBody,
    result: ConversationResult,
    status: 201,
    tag,
  }),
  unread: endpoint({
    method: 'GET',
    path: '/conversations/unread',
    query: ConversationUnreadQuery,
    result: ConversationUnreadResult,
    tag,
  }),
  byTopic: endpoint({
    method: 'GET',
    path: '/conversations/topic/:topic',
    params: ConversationTopicParams,
    query: ConversationTopicQuery,
    result: ConversationThreadResult,
    tag,
  }),
  topicMessages: endpoint({
    method: 'GET',
    path: '/conversations/topic/:topic/messages',
    params: ConversationTopicParams,
    query: TopicMessagesQuery,
    result: MessagePage,
    tag,
  }),
  /** 201 with a new conversation; 200 when the private one of the pair is reused. */
  create: endpoint({
    method: 'POST',
    path: '/conversations',
    body: CreateConversationBody,
    result: CreatedConversationResult,
    status: 201,
    tag,
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/conversations/groups',
    body: CreateGroupBody,
    result: ConversationResult,
    status: 201,
    tag,
  }),
  updateGroup: endpoint({
    method: 'PUT',
    path: '/conversations/:id/group',
    params: IdParams,
    body: UpdateGroupBody,
    result: ConversationResult,
    tag,
  }),
  boardChat: endpoint({
    method: 'GET',
    path: '/conversations/project/:projectID',
    params: BoardChatParams,
    result: ConversationThreadResult,
    tag,
  }),
  boardTeamChat: endpoint({
    method: 'GET',
    path: '/conversations/project/:projectID/:chatType',
    params: BoardChatTypeParams,
    result: ConversationThreadResult,
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: '/conversations/:id',
    params: IdParams,
    query: ConversationQuery,
    result: ConversationThreadResult,
    tag,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/conversations/:id/messages',
    params: IdParams,
    query: MessagePageQuery,
    result: MessagePage,
    tag,
  }),
  send: endpoint({
    method: 'POST',
    path: '/conversations/:id/messages',
    params: IdParams,
    body: SendMessageBody,
    result: MessageResult,
    status: 201,
    headers: IdempotencyHeaders,
    tag,
  }),
  pinnedMessages: endpoint({
    method: 'GET',
    path: '/conversations/:id/messages/pinned',
    params: IdParams,
    query: MessagePageQuery,
    result: MessagePage,
    tag,
  }),
  likedMessages: endpoint({
    method: 'GET',
    path: '/conversations/:id/likes',
    params: IdParams,
    result: LikedMessagesResult,
    tag,
  }),
  users: endpoint({
    method: 'GET',
    path: '/conversations/:id/users',
    params: IdParams,
    query: PageQuery,
    result: ConversationUserPage,
    tag,
  }),
  addUser: endpoint({
    method: 'POST',
    path: '/conversations/:id/users',
    params: IdParams,
    body: AddParticipantBody,
    result: ParticipantResult,
    status: 201,
    tag,
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/conversations/:id/users/:userName',
    params: ParticipantParams,
    body: UpdateParticipantBody,
    result: ParticipantResult,
    tag,
  }),
  removeUser: endpoint({
    method: 'DELETE',
    path: '/conversations/:id/users/:userName',
    params: ParticipantParams,
    result: RemovedParticipantResult,
    tag,
  }),
  role: endpoint({
    method: 'GET',
    path: '/conversations/:id/role',
    params: IdParams,
    result: ConversationRoleResult,
    tag,
  }),
  read: endpoint({
    method: 'PUT',
    path: '/conversations/:id/read',
    params: IdParams,
    result: ConversationReadResult,
    tag,
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/conversations/:id/notifications',
    params: IdParams,
    result: ConversationMuteResult,
    tag,
  }),
  mute: endpoint({
    method: 'PUT',
    path: '/conversations/:id/notifications',
    params: IdParams,
    body: MuteConversationBody,
    result: ConversationMutedResult,
    tag,
  }),
  pin: endpoint({
    method: 'PUT',
    path: '/conversations/:id/pin',
    params: IdParams,
    body: PinConversationBody,
    result: ConversationPinnedResult,
    tag,
  }),
};

/** Messages by id (spec/001 §7): search, edit, delete, pin, and likes (user key `userName`). */
export const messageEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/messages/search',
    query: MessageSearchQuery,
    result: MessagePage,
    tag,
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/messages/:id',
    params: IdParams,
    body: EditMessageBody,
    result: MessageResult,
    tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/messages/:id',
    params: IdParams,
    query: DeleteMessageQuery,
    result: DeletedMessageResult,
    tag,
  }),
  pin: endpoint({
    method: 'POST',
    path: '/messages/:id/pin',
    params: IdParams,
    body: PinMessageBody,
    result: MessageResult,
    tag,
  }),
  ...reactionEndpoints('/messages/:id', IdParams, tag, 'userName'),
};
