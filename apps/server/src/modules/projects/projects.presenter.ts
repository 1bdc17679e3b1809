import type { PublicUser } from '@makerboard/shared';
import { presentPublicUser } from '../users/users.presenter.ts';
import { can, type Viewer } from './projects.policy.ts';
import type { Hydrated } from './projects.repository.ts';

/** Anonymous boards show no author to others (spec/000 §3 anonymous flags). */
function author(h: Hydrated, viewer: Viewer): PublicUser | null {
  if (!h.owner) return null;
  if (h.row.isAnonymous && viewer.userId !== h.owner.id) return null;
  return presentPublicUser(h.owner);
}

/** Row → the board of spec/000 §3, as the client reads it. */
export function presentProject(h: Hydrated, viewer: Viewer) {
  const r = h.row;
  const primaryCategoryID =
    r.primaryCategoryId === 0 && h.categories.length > 0 ? h.categories[0]!.id : r.primaryCategoryId;
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    description: r.description,
    user: author(h, viewer),
    anonymous: r.isAnonymous,
    primaryCategoryID,
    categories: h.categories,
    tags: r.tags,
    coverImageUrl: r.coverImageUrl,
    metadata: {
      likes: r.likesCount,
      subscribers: r.subscribersCount,
      comments: r.commentsCount,
      posts: r.postsCount,
      views: r.viewsCount,
    },
    isPrivate: r.isPrivate,
    isHidden: r.isHidden,
    isLocked: r.isLocked,
    isDraft: r.isDraft,
    isEditable: can(r, viewer, h.role, 'editBoard'),
    canAddSection: can(r, viewer, h.role, 'addSection'),
    isPinned: r.isPinned,
    isFeatured: r.isFeatured,
    isTemplate: r.isTemplate,
    BlueRibbon: r.blueRibbon,
    customPostOrder: r.customPostOrder,
    isOnline: r.isOnline,
    submitted: r.submitted,
    milestonePostCount: r.milestonePostCount,
    completedPostCount: r.completedPostCount,
    projectStatus: { status: r.status },
    templateID: r.templateId,
    ...r.templateSettings,
    templateSettings: r.templateSettings,
    year: r.year,
    phase: r.phase,
    region: r.region,
    fairID: r.fairId,
    memberRole: h.role,
    liked: h.liked,
    subscribed: h.subscribed,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
export type PresentedProject = ReturnType<typeof presentProject>;
