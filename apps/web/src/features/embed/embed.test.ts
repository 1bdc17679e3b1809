import { describe, expect, it } from 'vitest';
import { embeddedBoardId } from './components/embed-page.tsx';
import { embedSnippet } from './snippet.ts';

describe('the embed page (spec/000 §2 embed)', () => {
  it('reads the board from ?board= (or ?id=), and nothing else', () => {
    expect(embeddedBoardId(new URLSearchParams('board=42'))).toBe(42);
    expect(embeddedBoardId(new URLSearchParams('id=7'))).toBe(7);
    for (const bad of ['', 'board=', 'board=0', 'board=-1', 'board=1e3', 'board=abc', 'board=99999999999'])
      expect(embeddedBoardId(new URLSearchParams(bad)), bad).toBeNull();
  });

  it('gives a sandboxed, lazy snippet with the title escaped', () => {
    const html = embedSnippet('https://makerboard.example.org', 5, 'Rain "gauge" <b>');
    expect(html).toContain('src="https://makerboard.example.org/embed?board=5"');
    expect(html).toContain('title="Rain &quot;gauge&quot; &lt;b&gt;"');
    expect(html).toContain('sandbox=');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('referrerpolicy="no-referrer"');
  });
});
