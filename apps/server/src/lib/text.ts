import { Profanity } from '@2toad/profanity';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text of sections (Tiptap on the web) is sanitised on the server with a maintained
 * sanitiser (quality.md): a small allowlist of tags, http(s) and mailto links only, no attributes
 * that run code. Sanitising twice gives the same text (property-tested).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    b: 'strong',
    i: 'em',
  },
};

export function sanitizeRichText(html: string): string {
  // sanitize-html's parser keeps some invalid nesting (<li> inside <li>) that a second pass
  // reshapes; running to a fixed point makes stored text stable, so sanitising is idempotent.
  let out = sanitizeHtml(html, OPTIONS).trim();
  for (let i = 0; i < 4; i++) {
    const next = sanitizeHtml(out, OPTIONS).trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/**
 * Plain text: every tag removed. The sanitiser escapes `&`, `<` and `>` in what it returns (it
 * writes HTML); plain text is stored as people typed it ("Tom & Jerry", never "Tom &amp; Jerry"),
 * and every place that shows it escapes it then (React, e-mails are text).
 */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt);/g, (entity) => UNESCAPE[entity]!)
    .trim();
}

const profanity = new Profanity({ languages: ['en', 'de', 'fr'], wholeWord: true });

/** spec/000 §5: comments may not contain profanity (a maintained word list in en, de, fr). */
export function hasProfanity(text: string): boolean {
  return profanity.exists(plainText(text));
}

/** spec/000 §5: no pasted images or videos in comments; files go through attachments. */
export function hasPastedMedia(text: string): boolean {
  return /<\s*(img|video|iframe|picture|source|object|embed)\b|data:(image|video)\/|blob:|!\[[^\]]*\]\([^)]*\)/i.test(
    text,
  );
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text cut to at most `max` UTF-16 units without splitting a character: a cut through an
 * emoji's surrogate pair (or a flag, or a family) would leave text the database cannot store.
 * `ellipsis` ends a shortened text with "…" (counted in `max`).
 */
export function cutText(text: string, max: number, ellipsis = true): string {
  if (text.length <= max) return text;
  const room = ellipsis ? max - 1 : max;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (out.length + segment.length > room) break;
    out += segment;
  }
  return ellipsis ? `${out}…` : out;
}
