import type { Board, Language } from '@makerboard/shared';
import { coverPattern } from '@makerboard/shared/cover-pattern';
import { isPartnerSlug } from '@makerboard/shared/web-routes';
import escapeHtml from 'escape-html';
import type { DomainEvents } from '../lib/events.ts';
import { KeptAnswers } from '../lib/kept-answers.ts';
import { cutText } from '../lib/text.ts';
import { type HomeFirstScreen, homePaint } from './first-paint-home.ts';

/**
 * The first screen of a public page written into index.html (issue 17, item 2): a phone paints a
 * public board's title, author and cover from the HTML, before the app's scripts (200-280 KB) have
 * run; the app then shows the same markup until its own screen is ready (apps/web/src/app/first-paint.ts).
 *
 * Only what a visitor reads from the API goes in: the board comes from the board read path as a
 * visitor (GET /projects/{id}: its visibility rules and cached board, an anonymous board without its
 * author), and only a public board is written (not private, hidden, a draft, a template or taken
 * down). Every text is escaped for HTML (escape-html, the escaping of Express and @fastify/static).
 */

/** A public board as a visitor reads it, with its first section's text (plain). */
export interface PublicBoard {
  board: Board;
  section: { title: string; text: string } | null;
}

/** What the first paint reads, handed over by the composition root (modules/compose.ts). */
export interface FirstPaintReads {
  /** The board if a visitor may read it and it is public, else null; `version` changes with it. */
  publicBoard(id: number, language: Language): Promise<{ version: string } | null>;
  /** The board and its first section as a visitor reads them (called once per version). */
  boardPage(id: number, language: Language): Promise<PublicBoard | null>;
  /** Home's first boards and banners as a visitor reads them (plugins/first-paint-home.ts). */
  homeScreen(language: Language): Promise<HomeFirstScreen>;
}

/** What a page adds to index.html: its head (title, description, og: tags, preload) and its first screen. */
export interface FirstPaint {
  language: Language;
  /** The page's title and description; without them, index.html's stay. */
  title?: string;
  description?: string;
  head: string;
  body: string;
}

/** The app's own words for what the markup shows (apps/web/src/i18n/*.json; a test keeps them equal). */
export const PAGE_TEXTS: Record<
  Language,
  { by: string; anonymousAuthor: string; untitled: string; views: string; comments: string }
> = {
  en: {
    by: 'by',
    anonymousAuthor: 'by an anonymous maker',
    untitled: 'Untitled board',
    views: 'Views: {{count}}',
    comments: 'Comments: {{count}}',
  },
  de: {
    by: 'von',
    anonymousAuthor: 'von einer anonymen Person',
    untitled: 'Board ohne Titel',
    views: 'Aufrufe: {{count}}',
    comments: 'Kommentare: {{count}}',
  },
  fr: {
    by: 'par',
    anonymousAuthor: 'par une personne anonyme',
    untitled: 'Board sans titre',
    views: 'Vues : {{count}}',
    comments: 'Commentaires : {{count}}',
  },
};

/**
 * The markup's looks: the board page's first screen at the app's sizes (the cover 200 px high over
 * the whole width, the title 28 px on phones and 38 px from 48em, Mantine's lg container), so the
 * app's screen takes its place without a jump.
 */
const STYLE = `<style>
.mb-fp{display:block;color:#212529;line-height:1.55;font-size:16px}
.mb-fp-cover{display:block;width:100%;height:200px;object-fit:cover}
.mb-fp-pattern{height:200px}
.mb-fp-body{max-width:1140px;margin:0 auto;padding:20px 16px}
.mb-fp h1{font-size:28px;line-height:1.3;font-weight:700;margin:12px 0;overflow-wrap:anywhere}
.mb-fp-by{color:#495057;margin:0}
.mb-fp-by a{color:#087f5b;font-weight:600;text-decoration:none}
.mb-fp-badges{display:flex;flex-wrap:wrap;gap:6px;margin-top:12px}
.mb-fp-badges a{height:20px;line-height:18px;padding:0 10px;border:1px solid #0b7285;border-radius:1000px;color:#0b7285;font-size:11px;font-weight:700;letter-spacing:.25px;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}
.mb-fp-badges a.mb-fp-tag{border-color:#343a40;color:#343a40}
.mb-fp-actions{height:72px;margin-top:22px}
.mb-fp-actions.mb-fp-certificate{height:114px}
.mb-fp-text{font-size:18px;margin:32px 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
.mb-fp h2{font-size:20px;line-height:1.35;margin:32px 0 8px;overflow-wrap:anywhere}
.mb-fp-section{margin:0;overflow-wrap:anywhere;line-height:1.65}
@media (min-width:48em){.mb-fp-body{padding:32px 16px}.mb-fp h1{font-size:38px}}
</style>`;

/** `/story/{id}`, `/story/video/{id}` and `/{partner}/story/…`: the board's id and the partner, else null. */
export function boardPath(urlPath: string): { id: number; partner: string | null } | null {
  const match = /^(?:\/([^/]+))?\/story\/(?:video\/)?(\d{1,10})\/?$/.exec(urlPath);
  if (!match) return null;
  const partner = match[1] ?? null;
  if (partner !== null && (partner === 'story' || !isPartnerSlug(partner))) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? { id, partner } : null;
}

/** A URL of this site only (the pages' policy loads pictures from here alone): a path, never a scheme. */
const ownPath = (url: string | null): string | null =>
  url?.startsWith('/') && !url.startsWith('//') ? url : null;

/** The first screen of a public board's page. */
export function boardPaint(
  page: PublicBoard,
  language: Language,
  path: string,
  partner: string | null,
  publicUrl: string,
): FirstPaint {
  const { board, section } = page;
  const texts = PAGE_TEXTS[language];
  const e = escapeHtml;
  const to = (target: string) => (partner ? `/${partner}${target}` : target);
  const title = board.title || texts.untitled;
  const description = cutText(
    (board.description || section?.text || '').replace(/\s+/g, ' ').trim() || title,
    160,
  );
  const cover = ownPath(board.coverImageUrl);
  const date = new Date(board.createdAt).toLocaleDateString(language, { dateStyle: 'medium' });
  const author = board.user
    ? `${e(texts.by)} <a href="${e(to(`/profile/${encodeURIComponent(board.user.userName)}/about`))}">${e(board.user.fullName || board.user.userName)}</a>`
    : e(texts.anonymousAuthor);
  const pattern = coverPattern(board.id);
  const picture = cover
    ? `<img class="mb-fp-cover" src="${e(cover)}" alt="" width="1200" height="200" fetchpriority="high">`
    : `<div class="mb-fp-pattern" aria-hidden="true" style="background-color:${pattern.backgroundColor};background-image:${pattern.backgroundImage}"></div>`;
  const count = (text: string, n: number) => e(text.replace('{{count}}', String(n)));
  const badges = [
    ...board.categories.map(
      (c) => `<a href="${e(to(`/category/${encodeURIComponent(c.slug)}`))}">${e(c.name)}</a>`,
    ),
    ...board.tags.map(
      (tag) => `<a class="mb-fp-tag" href="${e(to(`/tag/${encodeURIComponent(tag)}`))}">#${e(tag)}</a>`,
    ),
  ].join('');
  // The space of the like, bookmark and embed buttons (and the certificate's, when a board earned it).
  const certificate =
    board.submitted || (board.metadata.posts > 0 && board.completedPostCount >= board.metadata.posts);
  const actions = certificate ? 'mb-fp-actions mb-fp-certificate' : 'mb-fp-actions';
  const text = board.description ? `<p class="mb-fp-text">${e(cutText(board.description, 600))}</p>` : '';
  const first = section?.text
    ? `${section.title ? `<h2>${e(section.title)}</h2>` : ''}<p class="mb-fp-section">${e(cutText(section.text.replace(/\s+/g, ' '), 400))}</p>`
    : '';
  const absolute = (url: string) => new URL(url, publicUrl).href;
  const head = [
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="Makerboard">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:url" content="${e(absolute(path))}">`,
    cover ? `<meta property="og:image" content="${e(absolute(cover))}">` : '',
    `<meta name="twitter:card" content="${cover ? 'summary_large_image' : 'summary'}">`,
    cover ? `<link rel="preload" as="image" href="${e(cover)}" fetchpriority="high">` : '',
    STYLE,
  ].join('');
  const body = `<article class="mb-fp" id="mb-first" data-path="${e(path)}" aria-labelledby="mb-first-title">${picture}<div class="mb-fp-body"><h1 id="mb-first-title">${e(title)}</h1><p class="mb-fp-by">${author} · ${e(date)} · ${count(texts.views, board.metadata.views)} · ${count(texts.comments, board.metadata.comments)}</p>${badges ? `<div class="mb-fp-badges">${badges}</div>` : ''}<div class="${actions}"></div>${text}${first}</div></article>`;
  return { language, title: `${title} · Makerboard`, description, head, body };
}

/** The loading shell's placeholder bars (apps/web/index.html), between these two marks. */
const START = '<!--page-->';
const END = '<!--/page-->';

/** index.html with a page's first screen in place of the placeholder bars, and its head. */
export function withFirstPaint(html: string, paint: FirstPaint): string {
  const start = html.indexOf(START);
  const end = html.indexOf(END, start);
  if (start < 0 || end < 0) return html;
  const e = escapeHtml;
  const { title, description } = paint;
  return (
    `${html.slice(0, start)}${paint.body}${html.slice(end + END.length)}`
      .replace(/<html lang="[a-z-]*"/, `<html lang="${paint.language}"`)
      // The head's additions follow the title, before the scripts: the cover's preload is found first.
      .replace(
        /<title>([^<]*)<\/title>/,
        (_, built: string) => `<title>${e(title ?? built)}</title>${paint.head}`,
      )
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, (built) =>
        description === undefined ? built : `<meta name="description" content="${e(description)}">`,
      )
  );
}

/** The web app keeps a session in these cookies (apps/web/src/api/tokens.ts, COOKIE_NAMES). */
const SESSION_COOKIE = /(?:^|;\s*)mb_(?:access|refresh)=[^;\s]/;
export const hasSessionCookie = (header: string | undefined): boolean => SESSION_COOKIE.test(header ?? '');

/** What the first paint asks of a request besides its path: its query and whether it carries a session. */
export interface PageRequest {
  /** The query string, `?` included, or empty. */
  search: string;
  /** A session's cookie came with it: home is that person's, not a visitor's. */
  signedIn: boolean;
}

/**
 * The first paint of a path, or null for pages that have none (and for boards a visitor may not
 * read, or that are not public). The page is rendered once per board version, language and partner
 * (KeptAnswers: any write this instance makes or hears renders it afresh); whether the board is
 * public is asked of the board read path on every request, so a board made private is never served.
 *
 * Home (`/` and `/home`, without a query) has its first screen for visitors only: a person signed
 * in is welcomed by name and sees their own feed. It is rendered once per language and change
 * (a board written, liked or removed anywhere this instance hears of), and at most a minute old.
 */
export function firstPaints(reads: FirstPaintReads, events: DomainEvents, publicUrl: string) {
  const kept = new KeptAnswers(events, 60_000, 500);
  return async (urlPath: string, language: Language, request: PageRequest): Promise<FirstPaint | null> => {
    if (urlPath === '/' || urlPath === '/home') {
      if (request.search !== '' || request.signedIn) return null;
      return kept.get(`home|${language}`, async () => {
        const screen = await reads.homeScreen(language);
        return screen.boards.length > 0 ? homePaint(screen, language) : null;
      });
    }
    const target = boardPath(urlPath);
    if (!target) return null;
    const open = await reads.publicBoard(target.id, language);
    if (!open) return null;
    return kept.get(`board|${urlPath}|${open.version}|${language}`, async () => {
      const page = await reads.boardPage(target.id, language);
      return page ? boardPaint(page, language, urlPath, target.partner, publicUrl) : null;
    });
  };
}
