import type { PostStatus } from '@makerboard/shared/limits';

/** The text key of each section status (boards.status.*). */
export const STATUS_KEYS: Record<PostStatus, string> = {
  Draft: 'draft',
  'Ready for Review': 'review',
  Completed: 'completed',
};
