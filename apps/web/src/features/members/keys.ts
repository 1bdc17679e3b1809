import { boardKeys } from '../boards/index.ts';

/**
 * Query keys of a board's members, links and contributions: under the board's keys, so the board's
 * live rules (a membership change, a link added) refresh them.
 */
export const memberKeys = {
  members: (id: number) => boardKeys.members(id),
  links: (id: number) => boardKeys.links(id),
  contributions: (id: number, offset: number) => [...boardKeys.contributions(id), offset] as const,
  /** A section's members and the caller's own membership of it, under the board's members. */
  section: (boardId: number, postId: number) => [...boardKeys.members(boardId), 'section', postId] as const,
  sectionList: (boardId: number, postId: number) =>
    [...boardKeys.members(boardId), 'section', postId, 'list'] as const,
  sectionMine: (boardId: number, postId: number) =>
    [...boardKeys.members(boardId), 'section', postId, 'mine'] as const,
};
