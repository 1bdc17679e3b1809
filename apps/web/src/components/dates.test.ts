import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it('writes a date as toLocaleString does, in each language', () => {
    const when = '2026-11-27T18:30:00.000Z';
    for (const language of ['en', 'de', 'fr']) {
      for (const options of [
        { dateStyle: 'medium' },
        { dateStyle: 'medium', timeStyle: 'short' },
        { dateStyle: 'long' },
      ] as const) {
        expect(formatDate(when, language, options)).toBe(new Date(when).toLocaleString(language, options));
      }
    }
  });

  it('keeps one formatter per language and style', () => {
    const built: unknown[] = [];
    const Original = Intl.DateTimeFormat;
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built.push(args);
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = Counting;
    try {
      for (let i = 0; i < 10; i++) formatDate(Date.UTC(2026, 0, i + 1), 'fr', { dateStyle: 'full' });
      expect(built).toHaveLength(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
