/**
 * The shape of the information pages (legal notice, terms, privacy, cookies, about, FAQ).
 *
 * Every language file is typed as `InfoContent`, and the section and question counts are fixed
 * tuples here, so a language that misses a page or a section does not compile. The test in
 * `../info.test.ts` checks what a type cannot: the same paragraphs, items and links per section,
 * non-empty texts, and that German and French are really translated.
 *
 * Texts may contain internal links written as `[label](/path)` and technical names (cookie and
 * storage keys) written between backticks; `../components/inline-text.tsx` turns them into router
 * links and code spans. Only paths listed in `INFO_LINK_TARGETS` are allowed.
 */

/** A tuple of exactly N elements: `Tuple<string, 2>` is `[string, string]`; `Tuple<T, number>` is `T[]`. */
export type Tuple<T, N extends number, Acc extends T[] = []> = number extends N
  ? T[]
  : Acc['length'] extends N
    ? Acc
    : Tuple<T, N, [...Acc, T]>;

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** An information page as the page component sees it, whatever its number of sections. */
export interface InfoArticleContent {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change; the same in every language. */
  updated: string;
  /** One or two sentences under the title saying what the page is about. */
  intro: string;
  sections: readonly InfoSection[];
}

/** An information page with exactly N sections. */
export interface InfoDocument<N extends number> extends InfoArticleContent {
  sections: Tuple<InfoSection, N>;
}

export interface FaqQuestion {
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

export interface FaqGroup<N extends number> {
  heading: string;
  questions: Tuple<FaqQuestion, N>;
}

export interface FaqDocument {
  title: string;
  updated: string;
  intro: string;
  groups: [FaqGroup<4>, FaqGroup<3>, FaqGroup<3>, FaqGroup<3>];
}

/** Small texts the page frame needs. */
export interface InfoLabels {
  /** Shown before the date of the last change, e.g. "Last updated". */
  updated: string;
}

export interface InfoContent {
  labels: InfoLabels;
  legal: InfoDocument<7>;
  terms: InfoDocument<13>;
  privacy: InfoDocument<13>;
  cookies: InfoDocument<9>;
  about: InfoDocument<7>;
  faq: FaqDocument;
}

export type InfoPageKey = Exclude<keyof InfoContent, 'labels'>;
export type InfoDocumentKey = Exclude<InfoPageKey, 'faq'>;

export const INFO_PAGE_KEYS = [
  'legal',
  'terms',
  'privacy',
  'cookies',
  'about',
  'faq',
] as const satisfies readonly InfoPageKey[];
export const INFO_DOCUMENT_KEYS = [
  'legal',
  'terms',
  'privacy',
  'cookies',
  'about',
] as const satisfies readonly InfoDocumentKey[];

/** The app routes the information texts may link to. */
export const INFO_LINK_TARGETS = [
  '/contact',
  '/legal',
  '/terms-and-conditions',
  '/privacy-policy',
  '/cookies',
  '/about',
  '/password/reset',
] as const;

/**
 * Matches the markup inside a text: `[label](/path)` (group 1 the label, group 2 the path) or a
 * name between backticks (group 3).
 */
export const INLINE_MARKUP_PATTERN = /\[([^\]]+)\]\((\/[^)\s]*)\)|`([^`]+)`/gu;

export const INFO_LANGUAGES = ['en', 'de', 'fr'] as const;
export type InfoLanguage = (typeof INFO_LANGUAGES)[number];

/** "de-CH" → "de"; anything that is not en, de or fr → "en". */
export function infoLanguage(language: string | undefined | null): InfoLanguage {
  const base = (language ?? '').toLowerCase().split(/[-_]/u)[0];
  return (INFO_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as InfoLanguage) : 'en';
}
