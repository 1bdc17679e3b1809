import { FAIR_ROLES, type Section } from '@makerboard/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { RawJson } from '../lib/events.ts';
import { plainText } from '../lib/text.ts';
import { visitor } from '../lib/viewer.ts';
import type { FirstPaintReads } from '../plugins/first-paint.ts';
import { HOME_FIRST_BOARDS } from '../plugins/first-paint-home.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { auditoriumsModule } from './auditoriums/auditoriums.module.ts';
import { authModule } from './auth/auth.module.ts';
import { awardsModule } from './awards/awards.module.ts';
import { bulkSignupModule } from './bulk-signup/bulk-signup.module.ts';
import { carouselsModule } from './carousels/carousels.module.ts';
import { categoriesModule } from './categories/categories.module.ts';
import { classesModule } from './classes/classes.module.ts';
import { commentsModule } from './comments/comments.module.ts';
import { contactModule } from './contact/contact.module.ts';
import { conversationsModule } from './conversations/conversations.module.ts';
import { devRoutes } from './dev/dev.routes.ts';
import { fairsModule } from './fairs/fairs.module.ts';
import { iframesModule } from './iframes/iframes.module.ts';
import { judgingModule } from './judging/judging.module.ts';
import { lobbiesModule } from './lobbies/lobbies.module.ts';
import { mediaModule } from './media/media.module.ts';
import { membersModule } from './members/members.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { oidcModule } from './oidc/oidc.module.ts';
import { pageViewsModule } from './pageviews/pageviews.module.ts';
import { partnersModule } from './partners/partners.module.ts';
import { pinsModule } from './pins/pins.module.ts';
import { pollsModule } from './polls/polls.module.ts';
import { postsModule } from './posts/posts.module.ts';
import { projectsModule } from './projects/projects.module.ts';
import { questionsModule } from './questions/questions.module.ts';
import { regionsModule } from './regions/regions.module.ts';
import { reportsModule } from './reports/reports.module.ts';
import { resourcesModule } from './resources/resources.module.ts';
import { searchModule } from './search/search.module.ts';
import { siteModule } from './site/site.module.ts';
import { socialModule } from './social/social.module.ts';
import { submissionsModule } from './submissions/submissions.module.ts';
import { systemRoutes } from './system/system.routes.ts';
import { usersModule } from './users/users.module.ts';

/**
 * The composition root: every module's services are built once, here, in the order they depend
 * on each other, and each module is handed only the narrow parts of others it uses. Each module
 * defines its object rules (lib/access.ts) as it is built, so every route's rule resolves.
 */
export function composeModules(ctx: AppContext, log?: FastifyBaseLogger) {
  // Activity on a board notifies only people who can see the board (the `board` rule's view).
  const notifications = notificationsModule(ctx, {
    log,
    sees: (boardId, viewer) =>
      projects.boards.forChild(boardId, viewer).then(
        () => true,
        () => false,
      ),
  });
  const media = mediaModule(ctx);
  const projects = projectsModule(ctx, { activity: notifications.service, images: media.images });
  const sections = postsModule(ctx, {
    boards: projects.boards,
    media: media.attachments,
    notifications: notifications.service,
  });
  const comments = commentsModule(ctx, {
    boards: projects.boards,
    media: media.attachments,
    activity: notifications.service,
  });
  const fairs = fairsModule(ctx, { boards: projects.boards });
  const submissions = submissionsModule(ctx, {
    lists: projects.lists,
    fairs: fairs.fairs,
    notifications: notifications.service,
  });
  // A judge's answer to a judging poll passes the judging rules (conflicts, assignment, lock).
  const polls = pollsModule(ctx, { fairs: fairs.fairs, judging: () => judging.scoring });
  const judging = judgingModule(ctx, { fairs: fairs.fairs });
  const awards = awardsModule(ctx, { boards: projects.lists, notifications: notifications.service });
  const members = membersModule(ctx, { boards: projects.links, notifications: notifications.service });
  // Classes and conversations need each other: the class group chat, and the class tie that lets
  // a minor chat with their teacher and classmates (read when a conversation is made).
  const conversations = conversationsModule(ctx, {
    notifications: notifications.service,
    ties: (a, b) => classes.ties(a, b),
  });
  const classes = classesModule(ctx, {
    notifications: notifications.service,
    boards: projects.lists,
    images: media.images,
    chats: conversations.classGroups,
  });
  // Who sees a private board without a role on it: a student's teacher, the staff of a fair it entered.
  projects.watch({
    sees: async (row, viewerId) =>
      (await classes.sight.sees(row, viewerId)) ||
      (await fairs.fairs.staffOfEntry(row.id, viewerId, FAIR_ROLES)),
    publicAllowed: classes.sight.publicAllowed,
  });
  sections.service.watchTeachers(classes.teachersOf);
  sections.service.watchCoordinators((projectId, userId) =>
    fairs.fairs.staffOfEntry(projectId, userId, ['coordinator']),
  );
  const pins = pinsModule(ctx, {
    images: media.images,
    notifications: notifications.service,
    // A pin held changes the holder's profile counts (built after pins: read when a pin is held).
    held: (...userIds) => social.follows.forgetCounts(...userIds),
  });
  const auth = authModule(ctx, { classes: classes.signup });
  const oidc = oidcModule(ctx, { accounts: { sendVerifyCode: auth.service.resendCode } });
  const bulkSignup = bulkSignupModule(ctx);
  const social = socialModule(ctx, { boards: projects.people, activity: notifications.service });
  const users = usersModule(ctx, {
    follows: social.follows,
    credentials: auth.credentials,
    circle: conversations.circle,
    images: media.images,
  });
  const contact = contactModule(ctx);
  const search = searchModule(ctx, { boards: projects.lists, minorRelations: [classes.minorRelation] });
  const categories = categoriesModule(ctx);
  const pageViews = pageViewsModule(ctx);
  const partners = partnersModule(ctx);
  const regions = regionsModule(ctx);
  const resources = resourcesModule(ctx, { boards: projects.lists });
  const questions = questionsModule(ctx);
  const iframes = iframesModule(ctx);
  const carousels = carouselsModule(ctx);
  const site = siteModule(ctx, { partners: partners.service });
  const auditoriums = auditoriumsModule(ctx, { videos: media.videos });
  const lobbies = lobbiesModule(ctx, { images: media.images });
  const reports = reportsModule(ctx, {
    boards: projects.boards,
    comments: comments.service,
    notifications: notifications.service,
  });

  // Media is built before the sections that show its attachments; its rules read sections.
  media.defineAccess({
    load: sections.service.load,
    get: async (id, viewer) => sections.service.get(await sections.service.load(id, viewer), viewer),
  });

  /**
   * What the first paint of public pages reads (plugins/first-paint.ts): a board and its first
   * section exactly as a visitor reads them from the API.
   */
  const firstPaint: FirstPaintReads = {
    publicBoard: async (id, language) => {
      const found = await projects.pages.publicBoard(id, language);
      return found ? { version: found.version } : null;
    },
    boardPage: async (id, language) => {
      const found = await projects.pages.publicBoard(id, language);
      if (!found) return null;
      const page = await sections.service.list(found.access, { limit: 1, offset: 0 }, visitor);
      // A visitor's page comes serialised, as the route sends it (the board cache keeps it).
      const posts =
        page instanceof RawJson
          ? (JSON.parse(page.body) as { result: { posts: Section[] } }).result.posts
          : 'posts' in page
            ? page.posts
            : [];
      const first = posts[0];
      const text = first && !first.isPrivate ? plainText(first.body) : '';
      return { board: found.board, section: text ? { title: first?.title ?? '', text } : null };
    },
    homeScreen: async (language) => {
      const [boards, shown] = await Promise.all([
        projects.pages.homeFeed(language, HOME_FIRST_BOARDS),
        carousels.shown(undefined),
      ]);
      return { boards, carousel: shown.carousel };
    },
  };

  /** Registers every module's routes under the API prefix. */
  return Object.assign(routes, { firstPaint });
  async function routes(api: FastifyInstance): Promise<void> {
    await api.register(auth.routes);
    await api.register(oidc.routes);
    await api.register(bulkSignup.routes);
    await api.register(users.routes);
    await api.register(contact.routes);
    await api.register(categories.routes);
    await api.register(systemRoutes);
    await api.register((app) => adminRoutes(app, auth.service));
    await api.register(projects.routes);
    await api.register(fairs.routes);
    await api.register(submissions.routes);
    await api.register(polls.routes);
    await api.register(judging.routes);
    await api.register(awards.routes);
    await api.register(sections.routes);
    await api.register(comments.routes);
    await api.register(social.routes);
    await api.register(search.routes);
    await api.register(notifications.routes);
    await api.register(pageViews.routes);
    await api.register(conversations.routes);
    await api.register(members.routes);
    await api.register(media.routes);
    await api.register(classes.routes);
    await api.register(pins.routes);
    // The second API (/api/v2): its own scope, for its own error shape.
    await api.register(partners.routes);
    await api.register(site.routes);
    await api.register(regions.routes);
    await api.register(resources.routes);
    await api.register(questions.routes);
    await api.register(iframes.routes);
    await api.register(carousels.routes);
    await api.register(auditoriums.routes);
    await api.register(lobbies.routes);
    await api.register(reports.routes);
    if (ctx.config.devOutbox) await api.register(devRoutes);
  }
}
