import { describe, expect, it } from 'vitest';
import { planScroll } from './scroll.ts';

describe('scroll after navigation (spec/000 §2)', () => {
  it('scrolls to a hash target', () => {
    expect(planScroll('#comments', 'PUSH', undefined)).toEqual({ kind: 'hash', id: 'comments' });
    expect(planScroll('#caf%C3%A9', 'POP', 300)).toEqual({ kind: 'hash', id: 'café' });
  });

  it('restores a saved position on back and forward after 2000 ms', () => {
    expect(planScroll('', 'POP', 640)).toEqual({ kind: 'restore', y: 640, delayMs: 2000 });
  });

  it('goes to the top otherwise', () => {
    expect(planScroll('', 'PUSH', 640)).toEqual({ kind: 'top' });
    expect(planScroll('', 'POP', undefined)).toEqual({ kind: 'top' });
    expect(planScroll('#', 'REPLACE', undefined)).toEqual({ kind: 'top' });
  });
});
