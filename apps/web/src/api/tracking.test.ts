import { describe, expect, it, vi } from 'vitest';
import {
  captureTracking,
  isSignupTracked,
  readReferralCode,
  readTracking,
  trackSignupOnce,
} from './tracking.ts';

describe('marketing tracking', () => {
  it('stores utm_source as the UTM source and rc as the referral code', () => {
    captureTracking('?utm_source=newsletter&utm_medium=email&rc=FRIEND42', 'https://example.org/');
    expect(JSON.parse(localStorage.getItem('utm_params')!)).toMatchObject({
      utmSource: 'newsletter',
      utmMedium: 'email',
      referrer: 'https://example.org/',
    });
    expect(readTracking().utmSource).toBe('newsletter');
    expect(readReferralCode()).toBe('FRIEND42');
  });

  it('leaves earlier values when the URL has none', () => {
    captureTracking('?utm_source=a');
    captureTracking('?page=2');
    expect(readTracking().utmSource).toBe('a');
  });

  it('signup tracking runs once, with the persisted flag', async () => {
    captureTracking('?utm_source=fair');
    const send = vi.fn(async () => ({}));
    expect(await trackSignupOnce(send, { userId: 7, path: '/home' })).toBe(true);
    expect(await trackSignupOnce(send, { userId: 7, path: '/home' })).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ utmSource: 'fair', userId: 7, action: 'signup' }),
    );
    expect(isSignupTracked()).toBe(true);
    expect(localStorage.getItem('utm_tracked')).toBe('true');
  });
});
