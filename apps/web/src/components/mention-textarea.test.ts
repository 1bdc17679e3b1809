import { describe, expect, it } from 'vitest';
import { mentionAt } from './mention-textarea.tsx';

describe('the @name being typed', () => {
  it('is the @word just before the caret', () => {
    expect(mentionAt('Thanks @ad', 10)).toEqual({ start: 7, typed: 'ad' });
    expect(mentionAt('@ada_b', 6)).toEqual({ start: 0, typed: 'ada_b' });
  });

  it('is nothing after a space, inside an e-mail address or without a letter yet', () => {
    expect(mentionAt('Thanks @ada ', 12)).toBeNull();
    expect(mentionAt('mail x@example', 14)).toBeNull();
    expect(mentionAt('Thanks @', 8)).toBeNull();
  });
});
