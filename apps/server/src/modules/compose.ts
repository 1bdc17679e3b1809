import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { authService } from './auth/auth.service.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { categoriesService } from './categories/categories.service.ts';
import { commentsModule } from './comments/comments.module.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { conversationsModule } from './conversations/conversations.module.ts';
import { devRoutes } from './dev/dev.routes.ts';
import { mediaModule } from './media/media.module.ts';
import { memberRoutes } from './members/members.routes.ts';
import { membersService } from './members/members.service.ts';
import { postMembersService } from './members/post-members.service.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { notificationsService } from './notifications/notifications.service.ts';
import { pageViewRoutes } from './pageviews/pageviews.routes.ts';
import { pageViewsService } from './pageviews/pageviews.service.ts';
import { defineSectionAccess } from './posts/posts.access.ts';
import { postRoutes } from './posts/posts.routes.ts';
import { postsService } from './posts/posts.service.ts';
import { projectsModule } from './projects/projects.module.ts';
import { searchModule } from './search/search.module.ts';
import { socialModule } from './social/social.module.ts';
import { submissionsModule } from './submissions/submissions.module.ts';
import { systemRoutes } from './system/system.routes.ts';
import { defineUserAccess } from './users/users.access.ts';
import { userRoutes } from './users/users.routes.ts';
import { usersService } from './users/users.service.ts';

/**
 * The composition root: every module's services are built once, here, in the order they depend
 * on each other, and each module is handed only the services it uses. The modules' object rules
 * (lib/access.ts) are defined here too, so that every route's rule resolves.
 */
export function composeModules(ctx: AppContext) {
  const { guards } = ctx;
  const notifications = notificationsService(ctx);
  const media = mediaModule(ctx);
  const projects = projectsModule(ctx);
  const boards = projects.service;
  const sections = postsService(ctx, boards, media.attachments);
  const comments = commentsModule(ctx, { boards: projects.boards, media: media.attachments });
  const submissions = submissionsModule(ctx, { boards: projects.boards, lists: projects.lists });
  const members = membersService(ctx, boards);
  const postMembers = postMembersService(ctx, boards);
  const auth = authService(ctx);
  const users = usersService(ctx);
  const social = socialModule(ctx, { boards: projects.people });
  const search = searchModule(ctx, { boards: projects.lists });
  const conversations = conversationsModule(ctx, { notifications });
  const categories = categoriesService(ctx);
  const pageViews = pageViewsService(ctx.database.db);

  defineUserAccess(guards, ctx.database.db);
  defineSectionAccess(guards, sections);
  // Media is built before the sections that show its attachments; its rules read sections.
  media.defineAccess(sections);

  /** Registers every module's routes under the API prefix. */
  return async function routes(api: FastifyInstance): Promise<void> {
    await api.register(authRoutes, { auth });
    await api.register(userRoutes, { users });
    await api.register(contactRoutes);
    await api.register(categoryRoutes, { categories });
    await api.register(systemRoutes);
    await api.register(adminRoutes, { auth });
    await api.register(projects.routes);
    await api.register(submissions.routes);
    await api.register(postRoutes, { sections });
    await api.register(comments.routes);
    await api.register(social.routes);
    await api.register(search.routes);
    await api.register(notificationRoutes, { notifications });
    await api.register(pageViewRoutes, { pageViews });
    await api.register(conversations.routes);
    await api.register(memberRoutes, { boards, members, postMembers });
    await api.register(media.routes);
    if (ctx.config.devOutbox) await api.register(devRoutes);
  };
}
