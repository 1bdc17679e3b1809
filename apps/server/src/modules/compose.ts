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
import { membersModule } from './members/members.module.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { notificationsService } from './notifications/notifications.service.ts';
import { pageViewRoutes } from './pageviews/pageviews.routes.ts';
import { pageViewsService } from './pageviews/pageviews.service.ts';
import { postsModule } from './posts/posts.module.ts';
import { defineBoardAccess } from './projects/projects.access.ts';
import { projectRoutes } from './projects/projects.routes.ts';
import { projectsService } from './projects/projects.service.ts';
import { searchService } from './search/search.service.ts';
import { followsService } from './social/follows.service.ts';
import { socialRoutes } from './social/social.routes.ts';
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
  const boards = projectsService(ctx);
  const sections = postsModule(ctx, { boards, media: media.attachments, notifications });
  const comments = commentsModule(ctx, { boards, media: media.attachments });
  const members = membersModule(ctx, { boards, notifications });
  const auth = authService(ctx);
  const users = usersService(ctx);
  const follows = followsService(ctx);
  const search = searchService(ctx);
  const conversations = conversationsModule(ctx, { notifications });
  const categories = categoriesService(ctx);
  const pageViews = pageViewsService(ctx.database.db);

  defineUserAccess(guards, ctx.database.db);
  defineBoardAccess(guards, boards);
  // Media is built before the sections that show its attachments; its rules read sections.
  media.defineAccess({
    load: sections.service.load,
    get: async (id, viewer) => sections.service.get(await sections.service.load(id, viewer), viewer),
  });

  /** Registers every module's routes under the API prefix. */
  return async function routes(api: FastifyInstance): Promise<void> {
    await api.register(authRoutes, { auth });
    await api.register(userRoutes, { users });
    await api.register(contactRoutes);
    await api.register(categoryRoutes, { categories });
    await api.register(systemRoutes);
    await api.register(adminRoutes, { auth });
    await api.register(projectRoutes, { boards });
    await api.register(sections.routes);
    await api.register(comments.routes);
    await api.register(socialRoutes, { follows, boards, search });
    await api.register(notificationRoutes, { notifications });
    await api.register(pageViewRoutes, { pageViews });
    await api.register(conversations.routes);
    await api.register(members.routes);
    await api.register(media.routes);
    if (ctx.config.devOutbox) await api.register(devRoutes);
  };
}
