import { LANGUAGES as SHARED_LANGUAGES } from '@makerboard/shared/messages/index';
import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGES } from './index.ts';

type Tree = { [key: string]: string | Tree };

/**
 * The catalogues as written on disk (read as text): the imported modules are the app's live
 * translations, which i18next merges the lazily loaded parts into.
 */
const files = import.meta.glob<string>(['./*.json', './events/*.json', './screens/*.json'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
function read(file: string): Tree {
  const text = files[file];
  if (text === undefined) throw new Error(`${file} not found`);
  return JSON.parse(text) as Tree;
}
const [en, de, fr] = [read('./en.json'), read('./de.json'), read('./fr.json')];
const [eventsEn, eventsDe, eventsFr] = [
  read('./events/en.json'),
  read('./events/de.json'),
  read('./events/fr.json'),
];
const [screensEn, screensDe, screensFr] = [
  read('./screens/en.json'),
  read('./screens/de.json'),
  read('./screens/fr.json'),
];

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The main catalogue with the parts that load with their screens (i18n/events.ts), never overlapping. */
function merged(main: Tree, ...parts: Tree[]): Map<string, string> {
  const all = flatten(main);
  for (const part of parts)
    for (const [key, value] of flatten(part)) {
      if (all.has(key)) throw new Error(`${key} is in two parts of the catalogue`);
      all.set(key, value);
    }
  return all;
}

const flat = {
  en: merged(en, eventsEn, screensEn),
  de: merged(de, eventsDe, screensDe),
  fr: merged(fr, eventsFr, screensFr),
};

/** Words that are the same in every language (names, and a few loanwords). */
const SAME_EVERYWHERE = new Set([
  'Auditorium', // German and French
  'Lobby', // German
  'GitHub',
  'Whiteboard',
  'Code', // German and French
  'Link', // German
  'Name',
  'Person', // German
  'Organisation', // German and French
  'Region', // German
  'Instagram',
  'YouTube',
  'TikTok',
  'LinkedIn',
  'X',
  'SMS',
  'Cookies',
  'Zoom', // German and French
  'Maker',
  'Iframes', // the admin section's name, a loanword in German and French
  'Slug', // an address's name part, a loanword in German and French
  'Contact',
  'Menu',
  'Sponsors',
  'Message',
  'Contributions',
  'Pins',
  'Mentor',
  'Stand',
  'Status',
  'Actions',
  'Classes',
  'Articles',
  'Ressources',
  'Code:',
  'Board {{value}}',
  'Follower',
  'Partner',
  'Explorer',
  'Finalistes',
  'Mentor/in',
  'Boards',
  'Description',
  'Discussions',
  'Sections ({{count}})',
  'Section {{number}}',
  'Notifications',
  'Webinar', // German
  'Section', // French
  'Videos', // German
  'Website', // German
]);

/** The app's own sources (the info pages keep their own texts), read as text by Vite. */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../features/info/**', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

describe('i18n catalogues', () => {
  it('en, de and fr have identical key sets', () => {
    const keys = [...flat.en.keys()].sort();
    expect([...flat.de.keys()].sort()).toEqual(keys);
    expect([...flat.fr.keys()].sort()).toEqual(keys);
  });

  it('no English is left in de or fr', () => {
    for (const language of ['de', 'fr'] as const) {
      const untranslated = [...flat[language]].filter(
        ([key, value]) => value === flat.en.get(key) && !SAME_EVERYWHERE.has(value),
      );
      expect(untranslated, language).toEqual([]);
    }
  });

  it('placeholders match across languages', () => {
    const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/gu)].map((m) => m[1]).sort();
    for (const [key, value] of flat.en) {
      expect(names(flat.de.get(key) ?? ''), `de ${key}`).toEqual(names(value));
      expect(names(flat.fr.get(key) ?? ''), `fr ${key}`).toEqual(names(value));
    }
  });

  it('every literal key used in the source exists', () => {
    const missing: string[] = [];
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    for (const [file, text] of Object.entries(sources)) {
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/gu)) {
        // A key with a count may be a plural pair (key_one, key_other) in i18next's way.
        const key = match[1]!;
        if (!flat.en.has(key) && !flat.en.has(`${key}_other`)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the spec texts exact in English', () => {
    expect(flat.en.get('system.update.site')).toBe(
      'An update to this site is available. Click this message to reload.',
    );
    expect(flat.en.get('contact.invalidEmail')).toBe('Please enter a valid email.');
    expect(flat.en.get('contact.exists')).toBe('This email has been registered already.');
    expect(flat.en.get('contact.success')).toBe(
      "You're all set! A confirmation has been sent to your email.",
    );
    expect(flat.en.get('auth.signup.disclaimerRequired')).toBe(
      'You must agree to the disclaimer to continue',
    );
    expect(flat.en.get('system.maintenance.title')).toBe('System is down for maintenance');
  });
});

describe('language detection', () => {
  it('offers exactly the languages of the shared package', () => {
    expect([...LANGUAGES]).toEqual([...SHARED_LANGUAGES]);
  });

  it('prefers the saved setting, then this browser, then the browser languages, then en', () => {
    expect(detectLanguage({ saved: 'fr', stored: 'de', browser: ['en-GB'] })).toBe('fr');
    expect(detectLanguage({ saved: null, stored: 'de', browser: ['fr-FR'] })).toBe('de');
    expect(detectLanguage({ stored: 'xx', browser: ['es-ES', 'fr-CA'] })).toBe('fr');
    expect(detectLanguage({ browser: ['es'] })).toBe('en');
    expect(detectLanguage({})).toBe('en');
  });
});
