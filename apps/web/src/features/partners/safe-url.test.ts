import { describe, expect, it } from 'vitest';
import { safeImage, safeLink } from './safe-url.ts';

describe('addresses from data reach attributes only when safe (no script runs from a link)', () => {
  it('links: https only', () => {
    expect(safeLink('https://acme.example.org/a?b=1')).toBe('https://acme.example.org/a?b=1');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'http://acme.example.org',
      'data:text/html,x',
      '/api/x',
      '',
      null,
      undefined,
    ]) {
      expect(safeLink(bad), String(bad)).toBeUndefined();
    }
  });

  it('images: https, or a path of this site’s API without a way out of it', () => {
    expect(safeImage('/api/v2/partners/acme/logo?v=1')).toBe('/api/v2/partners/acme/logo?v=1');
    expect(safeImage('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    for (const bad of [
      '/api/../etc',
      '//evil.example.org/a.png',
      '/other/a.png',
      'javascript:alert(1)',
      '/api/a"onerror=x',
    ]) {
      expect(safeImage(bad), bad).toBeUndefined();
    }
  });
});
