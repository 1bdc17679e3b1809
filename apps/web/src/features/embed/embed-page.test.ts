import { describe, expect, it } from 'vitest';
import { embeddedBoardId } from './components/embed-page.tsx';

describe('the embed page (spec/000 §2 embed)', () => {
  it('reads the board from ?board= (or ?id=), and nothing else', () => {
    expect(embeddedBoardId(new URLSearchParams('board=42'))).toBe(42);
    expect(embeddedBoardId(new URLSearchParams('id=7'))).toBe(7);
    for (const bad of ['', 'board=', 'board=0', 'board=-1', 'board=1e3', 'board=abc', 'board=99999999999'])
      expect(embeddedBoardId(new URLSearchParams(bad)), bad).toBeNull();
  });
});
