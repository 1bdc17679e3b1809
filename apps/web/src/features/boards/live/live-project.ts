import type { Board, Section, ServerMessage } from '@makerboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { newBoards } from '../../../realtime/new-boards.ts';
import { commentKeys } from '../../comments/index.ts';
import { getBoard } from '../api/get-board.ts';
import { getAddedSection } from '../api/list-sections.ts';
import { boardKeys } from '../keys.ts';

export type LiveOutcome = 'refreshed' | 'added' | 'deleted' | 'ignored';

/** The reads a live message may need (tests pass their own). */
export interface LiveFetchers {
  board(id: number): Promise<Board>;
  /** spec/001 §4: "on a post add a project post fetch uses limit 1": the section just added. */
  addedSection(projectId: number, postId: number): Promise<Section | null>;
}

export const liveFetchers: LiveFetchers = {
  board: (id) => getBoard(id),
  addedSection: getAddedSection,
};

/** Sections in the order the board shows them (priority, then id: GET …/posts?sort=priority). */
const byPriority = (a: Section, b: Section) => a.priority - b.priority || a.id - b.id;

/**
 * Applies one live project message to the cached data of board `projectId` (spec/001 §4 "Handled
 * live messages"). Refetching is idempotent, so the author's own events are not filtered out.
 */
export function applyProjectMessage(
  queryClient: QueryClient,
  projectId: number,
  message: ServerMessage,
  fetchers: LiveFetchers = liveFetchers,
): LiveOutcome {
  if (message.type !== 'project' || Number(message.id) !== projectId) return 'ignored';
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const { action, childType } = message;

  if (!childType) {
    if (action === 'add') {
      void addBoard(queryClient, projectId, fetchers);
      return 'added';
    }
    if (action === 'update') {
      refresh(boardKeys.detail(projectId));
      // Membership changes come as board updates: the members list is read again too.
      refresh(boardKeys.members(projectId));
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
      refresh(commentKeys.board(projectId));
      refresh(commentKeys.allReplies);
      refresh(boardKeys.detail(projectId));
      refresh(boardKeys.contributions(projectId));
      return 'refreshed';
    case 'post': {
      const postId = Number(message.childTypeID);
      const known = Number.isSafeInteger(postId) && postId > 0;
      refresh(boardKeys.detail(projectId));
      refresh(boardKeys.contributions(projectId));
      if (action === 'add' && known && queryClient.getQueryData(boardKeys.sections(projectId))) {
        void addSection(queryClient, projectId, postId, fetchers);
      } else if (action === 'delete' && known) {
        queryClient.setQueryData<Section[]>(boardKeys.sections(projectId), (list) =>
          list?.filter((section) => section.id !== postId),
        );
      } else {
        refresh(boardKeys.sections(projectId));
      }
      return 'refreshed';
    }
    case 'like':
    case 'subscription':
      refresh(boardKeys.detail(projectId));
      return 'refreshed';
    case 'link':
      if (action !== 'add' && action !== 'delete') return 'ignored';
      refresh(boardKeys.links(projectId));
      return 'refreshed';
    default:
      return 'ignored';
  }
}

/**
 * spec/001 §4 "Project added with no child type: fetch it and mark it new"; a private board is not
 * marked (spec/000 §5); a failed fetch removes it from local data (spec/001 §8).
 */
async function addBoard(queryClient: QueryClient, projectId: number, fetchers: LiveFetchers) {
  try {
    const board = await queryClient.fetchQuery({
      queryKey: boardKeys.detail(projectId),
      queryFn: () => fetchers.board(projectId),
      staleTime: 0,
    });
    if (!board.isPrivate) newBoards.mark(projectId);
    void queryClient.invalidateQueries({ queryKey: boardKeys.lists });
  } catch {
    queryClient.removeQueries({ queryKey: boardKeys.detail(projectId), exact: true });
    newBoards.forget(projectId);
  }
}

/** A section added: only it is read (limit 1) and slotted into the cached list in board order. */
async function addSection(
  queryClient: QueryClient,
  projectId: number,
  postId: number,
  fetchers: LiveFetchers,
) {
  try {
    const section = await fetchers.addedSection(projectId, postId);
    if (!section) return;
    queryClient.setQueryData<Section[]>(boardKeys.sections(projectId), (list) =>
      list ? [...list.filter((s) => s.id !== section.id), section].sort(byPriority) : list,
    );
  } catch {
    // The single read failed: read the whole list instead.
    void queryClient.invalidateQueries({ queryKey: boardKeys.sections(projectId) });
  }
}

/** After a reconnect: whatever happened meanwhile was not heard, so the board is read again. */
export function refreshBoard(queryClient: QueryClient, projectId: number): void {
  for (const queryKey of [
    boardKeys.detail(projectId),
    boardKeys.sections(projectId),
    commentKeys.board(projectId),
    commentKeys.allReplies,
    boardKeys.links(projectId),
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
    commentKeys.board(projectId),
    boardKeys.similar(projectId),
    boardKeys.links(projectId),
  ]) {
    queryClient.removeQueries({ queryKey });
  }
  void queryClient.resetQueries({ queryKey: boardKeys.detail(projectId), exact: true });
  void queryClient.invalidateQueries({ queryKey: boardKeys.lists });
}
