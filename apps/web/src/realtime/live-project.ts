import type { QueryClient } from '@tanstack/react-query';
import { boardKeys } from '../features/boards/api/types.ts';
import type { SocketMessage } from './socket-client.ts';

/** Links of a board: no screen reads them yet; this is the key their query will use. */
export const boardLinksKey = (id: number) => ['boards', 'links', id] as const;
const allReplies = ['boards', 'replies'] as const;
/** Every page of a board's contributions list (features/members). */
const contributionsKey = (id: number) => ['boards', 'contributions', id] as const;

export type LiveOutcome = 'refreshed' | 'deleted' | 'ignored';

/**
 * Applies one live project message to the cached data of board `projectId` (spec/001 §4 "Handled
 * live messages"). Refetching is idempotent, so the author's own events are not filtered out.
 */
export function applyProjectMessage(
  queryClient: QueryClient,
  projectId: number,
  message: SocketMessage,
): LiveOutcome {
  if (message.type !== 'project' || Number(message.id) !== projectId) return 'ignored';
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const { action, childType } = message;

  if (!childType) {
    if (action === 'update') {
      refresh(boardKeys.detail(projectId));
      // Membership changes come as board updates: the members list is read again too.
      refresh(['boards', 'members', projectId]);
      return 'refreshed';
    }
    if (action === 'delete') {
      forgetBoard(queryClient, projectId);
      return 'deleted';
    }
    return 'ignored';
  }

  switch (childType) {
    case 'comment':
      // The comments query pages by 10: an invalidation reloads the latest 10 (and any further
      // page shown, recomputing offsets so nothing repeats). A reply lives under its parent.
      refresh(boardKeys.comments(projectId));
      refresh(allReplies);
      refresh(boardKeys.detail(projectId));
      refresh(contributionsKey(projectId));
      return 'refreshed';
    case 'post':
      refresh(boardKeys.sections(projectId));
      refresh(boardKeys.detail(projectId));
      refresh(contributionsKey(projectId));
      return 'refreshed';
    case 'like':
    case 'subscription':
      refresh(boardKeys.detail(projectId));
      return 'refreshed';
    case 'link':
      if (action !== 'add' && action !== 'delete') return 'ignored';
      refresh(boardLinksKey(projectId));
      return 'refreshed';
    default:
      return 'ignored';
  }
}

/** After a reconnect: whatever happened meanwhile was not heard, so the board is read again. */
export function refreshBoard(queryClient: QueryClient, projectId: number): void {
  for (const queryKey of [
    boardKeys.detail(projectId),
    boardKeys.sections(projectId),
    boardKeys.comments(projectId),
    allReplies,
    boardLinksKey(projectId),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * A deleted board leaves the cache: its sections and comments go, lists are read again, and the
 * board itself is reset so an open page reads it again and shows "not found".
 */
function forgetBoard(queryClient: QueryClient, projectId: number): void {
  for (const queryKey of [
    boardKeys.sections(projectId),
    boardKeys.comments(projectId),
    boardKeys.similar(projectId),
    boardLinksKey(projectId),
  ]) {
    queryClient.removeQueries({ queryKey });
  }
  void queryClient.resetQueries({ queryKey: boardKeys.detail(projectId), exact: true });
  void queryClient.invalidateQueries({ queryKey: boardKeys.lists });
}
