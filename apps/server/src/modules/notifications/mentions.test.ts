import { describe, expect, it } from 'vitest';
import { mentionedNames } from './mentions.ts';

describe('mentions in a text (@username)', () => {
  it('finds names after a space, punctuation or at the start; not inside an e-mail address', () => {
    expect(mentionedNames('@ada look, (@Ben_2) and @cy. Mail me at x@example.org')).toEqual([
      'ada',
      'ben_2',
      'cy',
    ]);
  });

  it('counts a name once and at most ten names', () => {
    expect(mentionedNames('@ada @ADA @ada')).toEqual(['ada']);
    const many = Array.from({ length: 12 }, (_, i) => `@p${i}`).join(' ');
    expect(mentionedNames(many)).toHaveLength(10);
  });
});
