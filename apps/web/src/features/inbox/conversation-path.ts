import type { Conversation } from '@makerboard/shared';

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
