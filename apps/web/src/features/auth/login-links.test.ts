import { makeThreePartToken } from '@makerboard/shared/rules/tokens';
import { describe, expect, it } from 'vitest';
import { parseLoginLink } from './login-links.ts';

describe('login links (token splitting)', () => {
  it('accepts a base64 token with exactly three pipe-separated parts', () => {
    const token = makeThreePartToken('limited', 12, 'secret');
    expect(parseLoginLink(`?limitedToken=${encodeURIComponent(token)}`)).toEqual({ kind: 'limited', token });
  });

  it('rejects tokens that are not base64 or do not have three parts', () => {
    expect(parseLoginLink('?limitedToken=not*base64')).toEqual({ kind: 'invalid' });
    expect(parseLoginLink(`?limitedToken=${btoa('a|b')}`)).toEqual({ kind: 'invalid' });
    expect(parseLoginLink(`?limitedToken=${btoa('a|b|c|d')}`)).toEqual({ kind: 'invalid' });
  });

  it('splits a verify token into username and code', () => {
    expect(parseLoginLink('?verify=ada%7C123456')).toEqual({
      kind: 'verify',
      username: 'ada',
      code: '123456',
    });
    expect(parseLoginLink('?verify=123456')).toEqual({ kind: 'invalid' });
  });

  it('is none without a link', () => {
    expect(parseLoginLink('?redirect=/feed')).toEqual({ kind: 'none' });
  });
});
