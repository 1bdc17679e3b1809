import type { Language } from '@makerboard/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Words that understand their language (docs/decisions.md "Search"; issue 16, item 9). A board's
 * `search` vector holds its words twice: stemmed in its language (the owner's: `english`, `german`
 * or `french`, snowball) and as written (`simple`), so that "robots" finds "robot" and a name or a
 * word of another language still matches itself. Migration 0019's triggers keep it current.
 * The words asked are read in the reader's language OR as written, and the last word also as the
 * beginning of a word ("robo" finds "robot").
 */

/** The text search configuration of each language of the site (the migration's `board_search_config`). */
export const SEARCH_CONFIGS: Record<Language, 'english' | 'german' | 'french'> = {
  en: 'english',
  de: 'german',
  fr: 'french',
};

/** The last word, taken as the start of a word when it has three letters or more and is not quoted or negated. */
function prefixOf(q: string): { rest: string; word: string } | null {
  const match = /(^|[^\p{L}\p{N}\-"])([\p{L}\p{N}]{3,})$/u.exec(q.trim());
  if (!match || (q.match(/"/g)?.length ?? 0) % 2 === 1) return null;
  const word = match[2]!;
  return { rest: q.trim().slice(0, -word.length), word: word.toLowerCase() };
}

/** Typographic apostrophes, read as ' (a word break in every locale), as the migration's `board_search_words` does. */
const APOSTROPHES = /[\u2018\u2019]/g;

/** The tsquery of the words `q` for a reader of `language` (with `config`, the words read that way too). */
export function wordsQuery(asked: string, language: Language, config?: SQL): SQL {
  const q = asked.replace(APOSTROPHES, "'");
  const parts = [
    sql`websearch_to_tsquery(${SEARCH_CONFIGS[language]}::regconfig, ${q})`,
    sql`websearch_to_tsquery('simple', ${q})`,
  ];
  if (config) parts.push(sql`websearch_to_tsquery(${config}, ${q})`);
  const prefix = prefixOf(q);
  // The word has only letters and digits: `:*` is the only operator in what to_tsquery reads.
  if (prefix)
    parts.push(
      sql`(websearch_to_tsquery('simple', ${prefix.rest}) && to_tsquery('simple', ${`${prefix.word}:*`}))`,
    );
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** Private-use characters around the matched words in what ts_headline gives; never in the text itself. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
/**
 * Typographic apostrophes stand in for themselves as two control characters while ts_headline
 * reads the text (a word break, as `'` is in the vector), and come back in the answer.
 */
const STAND_INS: Record<string, string> = { '\u001f': '\u2019', '\u001e': '\u2018' };
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  ...STAND_INS,
};

/**
 * A text as ts_headline reads it: typographic apostrophes as their stand-ins, and without the
 * markers and stand-ins it held itself.
 */
export const headlineSource = (text: SQL): SQL =>
  sql`translate(${text}, ${`\u2019\u2018\u001f\u001e${OPEN}${CLOSE}`}, ${'\u001f\u001e'})`;

/** ts_headline's options: the markers, and the whole text (a title) or pieces of it (a description). */
export const HEADLINE_WHOLE = `HighlightAll=true, StartSel="${OPEN}", StopSel="${CLOSE}"`;
export const HEADLINE_PIECES = `MaxFragments=2, MaxWords=20, MinWords=8, ShortWord=0, FragmentDelimiter=" … ", StartSel="${OPEN}", StopSel="${CLOSE}"`;

/**
 * What ts_headline gave, as the API answers it: every character escaped, then the markers turned
 * into `<mark>` and `</mark>` (so those are the only tags that survive, whatever the text held).
 */
export function markedHtml(headline: string): string {
  let open = false;
  let out = '';
  for (const ch of headline.trim()) {
    if (ch === OPEN) {
      if (!open) out += '<mark>';
      open = true;
    } else if (ch === CLOSE) {
      if (open) out += '</mark>';
      open = false;
    } else out += ESCAPES[ch] ?? ch;
  }
  return open ? `${out}</mark>` : out;
}
