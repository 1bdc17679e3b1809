import { CODE_TTL_MS, MINIMUM_AGE, TRACKING_KEYS } from '@makerboard/shared';
import { describe, expect, it } from 'vitest';
import { SESSION_ID_KEY } from '../../api/session-id.ts';
import { COOKIE_NAMES } from '../../api/tokens.ts';
import { REFERRAL_CODE_KEY } from '../../api/tracking.ts';
import { INFO_CONTENT } from './content/index.ts';
import {
  INFO_DOCUMENT_KEYS,
  INFO_LANGUAGES,
  INFO_LINK_TARGETS,
  INFO_PAGE_KEYS,
  INLINE_MARKUP_PATTERN,
  type InfoContent,
  type InfoLanguage,
  infoLanguage,
} from './content/types.ts';

/** One text of the content with a path saying where it is, e.g. `terms.sections.3.items.1`. */
interface Leaf {
  path: string;
  text: string;
}

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The links (`/path`) and code names (`name`) of a text, in order. */
function markup(text: string): string[] {
  return [...text.matchAll(INLINE_MARKUP_PATTERN)].map((match) => match[2] ?? `\`${match[3]}\``);
}

/** The content with every text replaced by its markup: equal across languages when the shapes match. */
function skeleton(value: unknown): unknown {
  if (typeof value === 'string') return markup(value);
  if (Array.isArray(value)) return value.map(skeleton);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, skeleton(item)]));
  }
  return value;
}

const en = INFO_CONTENT.en;
const translations = INFO_LANGUAGES.filter((language) => language !== 'en');
/** Texts that are allowed to read the same in every language: the pages' dates, not prose. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(INFO_PAGE_KEYS.map((page) => `${page}.updated`));

describe('information pages content', () => {
  it('defines every page in every language', () => {
    for (const language of INFO_LANGUAGES) {
      const content: InfoContent = INFO_CONTENT[language];
      for (const page of INFO_PAGE_KEYS) expect(content[page], `${language}.${page}`).toBeDefined();
    }
  });

  it.each(translations)('%s has the same structure and links as en', (language) => {
    expect(skeleton(INFO_CONTENT[language])).toEqual(skeleton(en));
  });

  it.each(INFO_LANGUAGES)('%s has no empty or unfinished texts', (language) => {
    for (const { path, text } of leaves(INFO_CONTENT[language])) {
      expect(text.trim(), `${language}.${path}`).not.toBe('');
      expect(text, `${language}.${path}`).toBe(text.trim());
      expect(text, `${language}.${path}`).not.toMatch(/lorem|ipsum|placeholder|todo|tbd|xxx|\{\{/iu);
    }
  });

  it.each(INFO_LANGUAGES)('%s gives every page a title, an intro and headed sections', (language) => {
    const content = INFO_CONTENT[language];
    for (const page of INFO_DOCUMENT_KEYS) {
      const document = content[page];
      expect(document.sections.length, `${language}.${page}`).toBeGreaterThan(0);
      for (const section of document.sections) {
        const blocks = (section.paragraphs?.length ?? 0) + (section.items?.length ?? 0);
        expect(blocks, `${language}.${page}: ${section.heading}`).toBeGreaterThan(0);
      }
      // Headings and paragraphs are used as React keys.
      const headings = document.sections.map((section) => section.heading);
      expect(new Set(headings).size, `${language}.${page} headings`).toBe(headings.length);
      for (const section of document.sections) {
        const texts = [...(section.paragraphs ?? []), ...(section.items ?? [])];
        expect(new Set(texts).size, `${language}.${page}: ${section.heading}`).toBe(texts.length);
      }
    }
  });

  it('has an FAQ with at least ten questions, each with an answer', () => {
    for (const language of INFO_LANGUAGES) {
      const questions = INFO_CONTENT[language].faq.groups.flatMap((group) => group.questions);
      expect(questions.length, language).toBeGreaterThanOrEqual(10);
      expect(new Set(questions.map((entry) => entry.question)).size, language).toBe(questions.length);
      for (const entry of questions) expect(entry.answer.length, entry.question).toBeGreaterThan(0);
    }
  });

  it('uses one valid last-updated date per page across languages', () => {
    for (const page of INFO_PAGE_KEYS) {
      const date = en[page].updated;
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
      expect(Number.isNaN(new Date(`${date}T00:00:00Z`).getTime())).toBe(false);
      for (const language of translations) expect(INFO_CONTENT[language][page].updated, language).toBe(date);
    }
  });

  it('links only to known app routes', () => {
    const allowed = new Set<string>(INFO_LINK_TARGETS);
    for (const language of INFO_LANGUAGES) {
      for (const { path, text } of leaves(INFO_CONTENT[language])) {
        for (const match of text.matchAll(INLINE_MARKUP_PATTERN)) {
          if (match[2] !== undefined)
            expect(allowed.has(match[2]), `${language}.${path}: ${match[0]}`).toBe(true);
        }
        // A bracket or backtick left over is markup that the pattern did not recognise.
        expect(text.replace(INLINE_MARKUP_PATTERN, ''), `${language}.${path}`).not.toMatch(/[[\]`]/u);
      }
    }
  });

  it.each(translations)('%s is a translation, not a copy of en', (language) => {
    const english = new Map(leaves(en).map((leaf) => [leaf.path, leaf.text]));
    const copied = leaves(INFO_CONTENT[language])
      .filter((leaf) => !SAME_IN_EVERY_LANGUAGE.has(leaf.path))
      .filter((leaf) => english.get(leaf.path) === leaf.text)
      .map((leaf) => leaf.path);
    expect(copied).toEqual([]);
  });

  it('states the same facts as the shared rules', () => {
    const codeMinutes = String(CODE_TTL_MS / 60_000);
    for (const language of INFO_LANGUAGES) {
      const content = INFO_CONTENT[language];
      const terms = leaves(content.terms).map((leaf) => leaf.text);
      const privacy = leaves(content.privacy).map((leaf) => leaf.text);
      const faq = leaves(content.faq).map((leaf) => leaf.text);
      expect(
        terms.some((text) => text.includes(String(MINIMUM_AGE))),
        `${language} terms: minimum age`,
      ).toBe(true);
      expect(
        privacy.some((text) => text.includes(codeMinutes)),
        `${language} privacy: code lifetime`,
      ).toBe(true);
      expect(
        faq.some((text) => text.includes(codeMinutes)),
        `${language} FAQ: code lifetime`,
      ).toBe(true);
      expect(
        privacy.some((text) => text.includes('SameSite=Strict')),
        `${language} privacy: cookies`,
      ).toBe(true);
    }
  });
});

describe('cookies page', () => {
  const stored = [
    ...Object.values(COOKIE_NAMES),
    SESSION_ID_KEY,
    REFERRAL_CODE_KEY,
    TRACKING_KEYS.params,
    TRACKING_KEYS.tracked,
  ];
  // The language key lives in src/i18n, which initialises i18next on import; it is named here instead.
  const named = new Set<string>([...stored, 'mb_language', 'utm_source', 'rc']);
  const mentioned = leaves(en.cookies).flatMap((leaf) =>
    [...leaf.text.matchAll(INLINE_MARKUP_PATTERN)].flatMap((match) => (match[3] ? [match[3]] : [])),
  );

  it('lists every cookie and storage key the app writes', () => {
    for (const name of stored) expect(mentioned, name).toContain(name);
  });

  it('names nothing the app does not write', () => {
    for (const name of mentioned) expect(named.has(name), name).toBe(true);
  });
});

describe('infoLanguage', () => {
  it.each([
    ['en', 'en'],
    ['de', 'de'],
    ['fr', 'fr'],
    ['de-CH', 'de'],
    ['fr_CA', 'fr'],
    ['FR', 'fr'],
    ['es', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ] as [string | undefined | null, InfoLanguage][])('maps %s to %s', (input, expected) => {
    expect(infoLanguage(input)).toBe(expected);
  });
});
