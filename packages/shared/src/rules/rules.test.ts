import { describe, expect, it } from 'vitest';
import { pickLanguage, translate } from '../messages/index.ts';
import { ageOn, isOldEnough } from './age.ts';
import { isValidEmail } from './email.ts';
import { parseEngagement } from './engagement.ts';
import { isSimpleSequence, passwordProblems, passwordStrength } from './password.ts';
import { makeThreePartToken, splitThreePartToken, splitVerifyToken } from './tokens.ts';
import { isValidUsername } from './username.ts';

describe('password rules (spec/000 §5)', () => {
  it('needs 6 characters, a number and an uppercase letter', () => {
    expect(passwordProblems('Ab1')).toContain('PASSWORD_TOO_SHORT');
    expect(passwordProblems('abcxyz9')).toContain('PASSWORD_NEEDS_UPPERCASE');
    expect(passwordProblems('Abcxyzq')).toContain('PASSWORD_NEEDS_NUMBER');
    expect(passwordProblems('Robot-1234')).toEqual([]);
  });
  it('refuses simple sequences', () => {
    for (const p of ['123456', 'Abcdef1', 'Qwerty12', '654321A', 'AAAAAA1', 'A123456']) {
      expect(isSimpleSequence(p), p).toBe(true);
    }
    for (const p of ['Robot-1234', 'Tinker-Bolt-42', 'Zebra9x']) expect(isSimpleSequence(p), p).toBe(false);
  });
  it('uses the given common-password list and requires a change from the old password', () => {
    expect(passwordProblems('Sunshine7', { isCommon: (p) => p.toLowerCase() === 'sunshine7' })).toEqual([
      'PASSWORD_TOO_COMMON',
    ]);
    expect(passwordProblems('Robot-1234', { oldPassword: 'Robot-1234' })).toEqual(['PASSWORD_SAME_AS_OLD']);
  });
  it('rates strength weak, good or strong (spec/001 §5)', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('Robot-12')).toBe('good');
    expect(passwordStrength('Robot-Garden-1234')).toBe('strong');
  });
});

describe('email and username', () => {
  it('matches a basic e-mail pattern (spec/000 §5)', () => {
    expect(isValidEmail('maker@example.org')).toBe(true);
    expect(isValidEmail('a.b+c@sub.example.co.uk')).toBe(true);
    for (const bad of ['', 'maker', 'maker@', '@example.org', 'maker@example', 'ma ker@example.org', 42]) {
      expect(isValidEmail(bad), String(bad)).toBe(false);
    }
  });
  it('keeps usernames URL-safe', () => {
    expect(isValidUsername('ada_99')).toBe(true);
    expect(isValidUsername('a b')).toBe(false);
    expect(isValidUsername('ab')).toBe(false);
    expect(isValidUsername('../etc')).toBe(false);
  });
});

describe('three-part tokens (spec/000 §5, spec/001 §5)', () => {
  it('round-trips and splits into exactly three parts', () => {
    const token = makeThreePartToken('invite', 12, 'sécret');
    expect(splitThreePartToken(token)).toEqual(['invite', '12', 'sécret']);
  });
  it('refuses text that is not base64 or not three parts', () => {
    expect(splitThreePartToken('not base64!')).toBeNull();
    expect(splitThreePartToken(btoa('a|b'))).toBeNull();
    expect(splitThreePartToken(btoa('a|b|c|d'))).toBeNull();
    expect(splitThreePartToken(btoa('a||c'))).toBeNull();
    expect(splitThreePartToken(undefined)).toBeNull();
    expect(splitThreePartToken('')).toBeNull();
  });
  it('splits a verify token into username and code', () => {
    expect(splitVerifyToken('ada|123456')).toEqual({ username: 'ada', code: '123456' });
    expect(splitVerifyToken('123456')).toBeNull();
  });
});

describe('minimum age 13 (spec/000 §9)', () => {
  const today = new Date(Date.UTC(2026, 10, 22));
  it('counts whole years', () => {
    expect(ageOn('2013-11-22', today)).toBe(13);
    expect(ageOn('2013-11-23', today)).toBe(12);
    expect(isOldEnough('2013-11-22', today)).toBe(true);
    expect(isOldEnough('2013-11-23', today)).toBe(false);
  });
  it('refuses impossible dates', () => {
    expect(ageOn('2001-02-30', today)).toBeNull();
    expect(ageOn('2030-01-01', today)).toBeNull();
    expect(ageOn('01/02/2000', today)).toBeNull();
  });
});

describe('languages', () => {
  it('picks the best supported language from Accept-Language', () => {
    expect(pickLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('es,fr;q=0.5')).toBe('fr');
    expect(pickLanguage('es')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('fr;q=0,de;q=0.1')).toBe('de');
  });
  it('translates with parameters', () => {
    expect(translate('en', 'RATE_LIMITED', { seconds: 30 })).toBe(
      'Too many requests, please try again in 30 seconds',
    );
    expect(translate('en', 'MAINTENANCE')).toBe('System is down for maintenance');
  });
});

describe('engagement tracking ids (spec/001 §7 create account from engagement)', () => {
  it('reads booths, resources, polls and campaigns, with the page to come back to', () => {
    expect(parseEngagement('booth:ada')).toEqual({ kind: 'booth', ref: 'ada', path: '/booth/ada' });
    expect(parseEngagement('resource:12')).toEqual({ kind: 'resource', ref: '12', path: '/resource/12' });
    expect(parseEngagement('poll:3')).toEqual({ kind: 'poll', ref: '3', path: null });
    expect(parseEngagement('campaign:fall-26')).toEqual({ kind: 'campaign', ref: 'fall-26', path: null });
    expect(parseEngagement('fall_26')).toEqual({ kind: 'campaign', ref: 'fall_26', path: null });
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      'booth:',
      'booth:a',
      'resource:0',
      'resource:2147483648',
      'board:1',
      'a b',
      '/x',
      'x'.repeat(81),
      7,
    ])
      expect(parseEngagement(bad), String(bad)).toBeNull();
  });
});
