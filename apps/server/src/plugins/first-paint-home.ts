import type { BannerCarousel, Board, Language } from '@makerboard/shared';
import { coverPattern } from '@makerboard/shared/cover-pattern';
import escapeHtml from 'escape-html';
import type { FirstPaint } from './first-paint.ts';

/**
 * Home's first screen written into index.html for a visitor (issue 17, item 2): the welcome, the
 * banners, the feed's tabs and its first row of boards with their covers, so a phone paints home and
 * loads the first cover (its largest paint) before the app's scripts have run. The app shows the
 * same markup until its own home has the feed and banners in (apps/web/src/features/home/home-page.tsx).
 *
 * Only what a visitor reads from the API goes in: the boards of `GET /projects?sort=recommended` as
 * a visitor, and the banners of `GET /banner-carousels/shown`. Every text is escaped for HTML; every
 * control is a plain link (a tab is its `?tab=` address), so the page works before the app starts.
 */

/** What home's first screen shows: the first boards of a visitor's feed and the shown carousel. */
export interface HomeFirstScreen {
  boards: Board[];
  carousel: BannerCarousel | null;
}

/** The boards of the first row: three on a wide screen (the grid's columns), one on a phone. */
export const HOME_FIRST_BOARDS = 3;

/** The app's own words for what the markup shows (apps/web/src/i18n/*.json; a test keeps them equal). */
export const HOME_TEXTS: Record<
  Language,
  {
    welcome: string;
    intro: string;
    join: string;
    login: string;
    tabsLabel: string;
    tabs: Record<'recommended' | 'popular' | 'newest' | 'featured' | 'bookmarked', string>;
    by: string;
    anonymousAuthor: string;
    untitled: string;
    likes: string;
    comments: string;
    bookmarks: string;
    featured: string;
    carousel: {
      roleDescription: string;
      slide: string;
      position: string;
      pause: string;
      previous: string;
      next: string;
    };
  }
> = {
  en: {
    welcome: 'Build it. Share it. Learn together.',
    intro:
      'Makerboard is where makers, students, teachers and mentors share STEM videos, articles and projects – and help each other grow.',
    join: 'Join Makerboard',
    login: 'Log in',
    tabsLabel: 'Home feed',
    tabs: {
      recommended: 'Recommended',
      popular: 'Popular',
      newest: 'Newest',
      featured: 'Featured',
      bookmarked: 'Bookmarked',
    },
    by: 'by',
    anonymousAuthor: 'by an anonymous maker',
    untitled: 'Untitled board',
    likes: 'Likes: {{count}}',
    comments: 'Comments: {{count}}',
    bookmarks: 'Bookmarks: {{count}}',
    featured: 'Featured',
    carousel: {
      roleDescription: 'carousel',
      slide: 'slide',
      position: 'Banner {{index}} of {{count}}',
      pause: 'Pause the banners',
      previous: 'Previous banner',
      next: 'Next banner',
    },
  },
  de: {
    welcome: 'Bauen. Teilen. Gemeinsam lernen.',
    intro:
      'Auf Makerboard teilen Maker, Schülerinnen und Schüler, Lehrkräfte und Mentorinnen und Mentoren MINT-Videos, Artikel und Projekte – und helfen einander beim Wachsen.',
    join: 'Bei Makerboard mitmachen',
    login: 'Anmelden',
    tabsLabel: 'Startseiten-Feed',
    tabs: {
      recommended: 'Empfohlen',
      popular: 'Beliebt',
      newest: 'Neueste',
      featured: 'Hervorgehoben',
      bookmarked: 'Gemerkt',
    },
    by: 'von',
    anonymousAuthor: 'von einer anonymen Person',
    untitled: 'Board ohne Titel',
    likes: 'Gefällt mir: {{count}}',
    comments: 'Kommentare: {{count}}',
    bookmarks: 'Gemerkt: {{count}}',
    featured: 'Hervorgehoben',
    carousel: {
      roleDescription: 'Karussell',
      slide: 'Folie',
      position: 'Banner {{index}} von {{count}}',
      pause: 'Banner anhalten',
      previous: 'Vorheriges Banner',
      next: 'Nächstes Banner',
    },
  },
  fr: {
    welcome: 'Construire. Partager. Apprendre ensemble.',
    intro:
      "Sur Makerboard, makers, élèves, enseignants et mentors partagent des vidéos, des articles et des projets scientifiques et techniques – et s'entraident pour progresser.",
    join: 'Rejoindre Makerboard',
    login: 'Se connecter',
    tabsLabel: "Fil d'accueil",
    tabs: {
      recommended: 'Recommandés',
      popular: 'Populaires',
      newest: 'Récents',
      featured: 'À la une',
      bookmarked: 'Favoris',
    },
    by: 'par',
    anonymousAuthor: 'par une personne anonyme',
    untitled: 'Board sans titre',
    likes: 'J’aime : {{count}}',
    comments: 'Commentaires : {{count}}',
    bookmarks: 'Enregistrements : {{count}}',
    featured: 'À la une',
    carousel: {
      roleDescription: 'carrousel',
      slide: 'diapositive',
      position: 'Bannière {{index}} sur {{count}}',
      pause: 'Mettre les bannières en pause',
      previous: 'Bannière précédente',
      next: 'Bannière suivante',
    },
  },
};

/**
 * The markup's looks: home at the app's sizes (Mantine's xl container, the hero's paddings and type,
 * the banner's paper, the tabs, the board grid of one, two and three columns and its cards), so the
 * app's home takes its place without a jump.
 */
const STYLE = `<style>
.mb-fh{display:block;color:#000;line-height:1.55;font-size:16px}
.mb-fh a{text-decoration:none}
.mb-fh-hero{padding:40px 0;color:#fff;background:radial-gradient(circle at 85% 15%,rgba(255,200,87,.18),transparent 40%),linear-gradient(135deg,#087f5b 0%,#0b7285 100%)}
.mb-fh-wrap{max-width:1320px;margin:0 auto;padding:0 16px}
.mb-fh-hero .mb-fh-wrap>div{max-width:680px;display:flex;flex-direction:column;gap:16px}
.mb-fh h1{margin:0;font-size:30px;line-height:1.15;font-weight:750}
.mb-fh-intro{margin:0}
.mb-fh-ctas{display:flex;flex-wrap:wrap;gap:16px}
.mb-fh-ctas a{display:inline-flex;align-items:center;height:42px;box-sizing:border-box;padding:0 22px;border:1px solid transparent;border-radius:8px;font-weight:600;line-height:1;background:#ffe066;color:#1f1f1f}
.mb-fh-ctas a+a{background:#fff;color:#087f5b}
.mb-fh-main{padding:32px 16px;max-width:1320px;margin:0 auto;display:flex;flex-direction:column;gap:32px}
.mb-fh-banner{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px;border:1px solid #dee2e6;border-radius:8px;background:#fff}
.mb-fh-slide{flex:1;min-width:0;display:flex;align-items:center;gap:16px;color:inherit}
.mb-fh-slide img,.mb-fh-slide i{flex:none;width:72px;height:72px;object-fit:cover;border-radius:4px}
.mb-fh-slide b{font-size:16px}
.mb-fh-controls{display:flex;gap:6px}
.mb-fh-controls i{width:34px;height:34px;box-sizing:border-box;border:1px solid #ced4da;border-radius:8px}
.mb-fh-tabs{display:flex;overflow:hidden;white-space:nowrap;box-shadow:inset 0 -2px #dee2e6}
.mb-fh-tabs a{padding:10px 16px;font-size:14px;line-height:1;font-weight:600;color:#000;border-bottom:2px solid transparent}
.mb-fh-tabs a[aria-current]{border-color:#087f5b}
.mb-fh-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:20px;margin-top:20px}
.mb-fh-card{display:flex;flex-direction:column;overflow:hidden;border:1px solid #dee2e6;border-radius:8px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1)}
.mb-fh-card img,.mb-fh-pattern{display:block;width:100%;height:140px;object-fit:cover}
.mb-fh-card>div{flex:1;display:flex;flex-direction:column;gap:10px;padding:16px}
.mb-fh-card h2{margin:0;font-size:18px;line-height:1.3;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.mb-fh-card h2 a{color:#1f1f1f;font-size:16px;font-weight:700}
.mb-fh-by{margin:0;font-size:14px;line-height:1.45;color:#495057}
.mb-fh-by a{color:#087f5b}
.mb-fh-badges{display:flex;flex-wrap:wrap;gap:4px}
.mb-fh-badges span{height:18px;box-sizing:border-box;padding:0 8px;border:1px solid #0b7285;border-radius:1000px;color:#0b7285;font-size:10px;line-height:16px;font-weight:700;letter-spacing:.25px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:100%}
.mb-fh-badges .mb-fh-featured{height:20px;line-height:18px;font-size:11px;padding:0 10px;letter-spacing:.25px;text-transform:uppercase;border-color:#862e9c;color:#862e9c}
.mb-fh-counts{display:flex;gap:16px;margin-top:auto;padding-top:4px;color:#495057;font-size:14px;line-height:1.45}
.mb-fh-counts span{display:flex;align-items:center;gap:4px}
@media (min-width:36em){.mb-fh-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:48em){.mb-fh-hero{padding:64px 0}.mb-fh h1{font-size:44px}.mb-fh-intro{font-size:18px}.mb-fh-slide img,.mb-fh-slide i{width:120px;height:90px}.mb-fh-slide b{font-size:20px}}
@media (min-width:62em){.mb-fh-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
</style>`;

/** The app's count icons (apps/web/src/components/icon.tsx). */
const ICONS = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  comment: 'M4 5h16v11H9l-5 4z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
} as const;
const icon = (name: keyof typeof ICONS) =>
  `<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${ICONS[name]}"/></svg>`;
/** The banner controls' arrows, as placeholders of the app's buttons. */
const arrow = (path: string) =>
  `<i><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" style="margin:7px"><path d="${path}" stroke-linecap="round" stroke-linejoin="round"/></svg></i>`;

/** A URL of this site only (the pages' policy loads pictures from here alone): a path, never a scheme. */
const ownPath = (url: string | null | undefined): string | null =>
  url?.startsWith('/') && !url.startsWith('//') ? url : null;

const e = escapeHtml;
const fill = (text: string, values: Record<string, number>) =>
  e(text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? '')));

function boardCard(board: Board, texts: (typeof HOME_TEXTS)['en'], first: boolean): string {
  const cover = ownPath(board.coverImageUrl);
  const pattern = coverPattern(board.id);
  const picture = cover
    ? `<img src="${e(cover)}" alt="" width="400" height="140"${first ? ' fetchpriority="high"' : ' loading="lazy"'}>`
    : `<div class="mb-fh-pattern" aria-hidden="true" style="background-color:${pattern.backgroundColor};background-image:${pattern.backgroundImage}"></div>`;
  const author = board.user
    ? `${e(texts.by)} <a href="/profile/${e(encodeURIComponent(board.user.userName))}/about">${e(board.user.fullName || board.user.userName)}</a>`
    : e(texts.anonymousAuthor);
  const featured = board.isFeatured
    ? `<div class="mb-fh-badges"><span class="mb-fh-featured">${e(texts.featured)}</span></div>`
    : '';
  const badges = board.categories
    .map((category) => `<span>${e(category.name)}</span>`)
    .slice(0, 3)
    .join('');
  const count = (name: keyof typeof ICONS, label: string, value: number) =>
    `<span role="img" aria-label="${fill(label, { count: value })}">${icon(name)}<span aria-hidden="true">${value}</span></span>`;
  return `<article class="mb-fh-card">${picture}<div>${featured}<h2><a href="/story/${board.id}">${e(board.title || texts.untitled)}</a></h2><p class="mb-fh-by">${author}</p>${badges ? `<div class="mb-fh-badges">${badges}</div>` : ''}<div class="mb-fh-counts">${count('heart', texts.likes, board.metadata.likes)}${count('comment', texts.comments, board.metadata.comments)}${count('bookmark', texts.bookmarks, board.metadata.subscribers)}</div></div></article>`;
}

/** The shown carousel's first banner, with the space of its controls when it has more than one. */
function banner(carousel: BannerCarousel, texts: (typeof HOME_TEXTS)['en']): string {
  const first = carousel.banners[0];
  if (!first) return '';
  const image = ownPath(first.imageUrl);
  const slide = `${image ? `<img src="${e(image)}" alt="">` : first.imageUrl ? '<i></i>' : ''}<b>${e(first.title)}</b>`;
  const link = first.linkUrl?.startsWith('https://') ? first.linkUrl : null;
  const count = carousel.banners.length;
  const controls =
    count > 1
      ? `<div class="mb-fh-controls" aria-hidden="true">${arrow('M8 5v14M16 5v14')}${arrow('M15 5l-7 7 7 7')}${arrow('M9 5l7 7-7 7')}</div>`
      : '';
  return `<section class="mb-fh-banner" aria-roledescription="${e(texts.carousel.roleDescription)}" aria-label="${e(carousel.name)}"><div role="group" aria-roledescription="${e(texts.carousel.slide)}" aria-label="${fill(texts.carousel.position, { index: 1, count })}" style="flex:1;min-width:0">${link ? `<a class="mb-fh-slide" href="${e(link)}" target="_blank" rel="noopener noreferrer">${slide}</a>` : `<div class="mb-fh-slide">${slide}</div>`}</div>${controls}</section>`;
}

/** Home's first screen for a visitor: the welcome, the banner, the tabs and the first boards. */
export function homePaint(screen: HomeFirstScreen, language: Language): FirstPaint {
  const texts = HOME_TEXTS[language];
  const tabs = (Object.keys(texts.tabs) as Array<keyof typeof texts.tabs>)
    .map((tab) =>
      tab === 'recommended'
        ? `<a href="/home" aria-current="page">${e(texts.tabs[tab])}</a>`
        : `<a href="/home?tab=${tab}">${e(texts.tabs[tab])}</a>`,
    )
    .join('');
  const boards = screen.boards.slice(0, HOME_FIRST_BOARDS);
  const cover = boards[0] ? ownPath(boards[0].coverImageUrl) : null;
  const hero = `<div class="mb-fh-hero"><div class="mb-fh-wrap"><div><h1 id="mb-first-title">${e(texts.welcome)}</h1><p class="mb-fh-intro">${e(texts.intro)}</p><div class="mb-fh-ctas"><a href="/signup">${e(texts.join)}</a><a href="/loginPage">${e(texts.login)}</a></div></div></div></div>`;
  const feed = boards.length
    ? `<nav aria-label="${e(texts.tabsLabel)}"><div class="mb-fh-tabs">${tabs}</div></nav><div class="mb-fh-grid">${boards.map((board, i) => boardCard(board, texts, i === 0)).join('')}</div>`
    : '';
  const body = `<div class="mb-fh" id="mb-first" data-path="/home">${hero}<div class="mb-fh-main">${screen.carousel ? banner(screen.carousel, texts) : ''}<div>${feed}</div></div></div>`;
  return {
    language,
    // The first cover is the screen's largest paint on a phone: asked for with the page.
    head: `${cover ? `<link rel="preload" as="image" href="${e(cover)}" fetchpriority="high">` : ''}${STYLE}`,
    body,
  };
}
