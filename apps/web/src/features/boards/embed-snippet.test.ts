import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

describe('the embed snippet (spec/000 §2 embed)', () => {
  it('gives a sandboxed, lazy snippet with the title escaped', () => {
    const html = embedSnippet('https://makerboard.example.org', 5, 'Rain "gauge" <b>');
    expect(html).toContain('src="https://makerboard.example.org/embed?board=5"');
    expect(html).toContain('title="Rain &quot;gauge&quot; &lt;b&gt;"');
    expect(html).toContain('sandbox=');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('referrerpolicy="no-referrer"');
  });
});
