import { describe, expect, it } from 'vitest';
import {
  instructionsFor,
  mayOffer,
  onboardingKey,
  onboardingState,
  onboardingType,
  setOnboardingState,
} from './install-state.ts';

function store(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}
const browser = { nativeApp: false, installed: false, automated: false };

describe('add-to-home-screen onboarding (spec/000 §2 makehomedesktop, makehomemobile; §4 onboarding)', () => {
  it('is makehomedesktop on wide screens and makehomemobile on phones', () => {
    expect(onboardingType(true)).toBe('makehomedesktop');
    expect(onboardingType(false)).toBe('makehomemobile');
  });

  it('goes started then completed, remembered locally so it does not repeat', () => {
    const s = store();
    expect(mayOffer('makehomemobile', browser, s)).toBe(true);
    setOnboardingState('makehomemobile', 'started', s);
    expect(s.getItem(onboardingKey('makehomemobile'))).toBe('started');
    expect(mayOffer('makehomemobile', browser, s)).toBe(false);
    setOnboardingState('makehomemobile', 'completed', s);
    expect(onboardingState('makehomemobile', s)).toBe('completed');
    // Each type is its own onboarding.
    expect(mayOffer('makehomedesktop', browser, s)).toBe(true);
  });

  it('is never offered inside the native app, once installed, or to an automated browser', () => {
    expect(mayOffer('makehomedesktop', { ...browser, nativeApp: true }, store())).toBe(false);
    expect(mayOffer('makehomedesktop', { ...browser, installed: true }, store())).toBe(false);
    expect(mayOffer('makehomedesktop', { ...browser, automated: true }, store())).toBe(false);
  });

  it('gives instructions that fit the browser when it offers no install prompt', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(instructionsFor(iphone, 'makehomemobile')).toBe('ios');
    expect(
      instructionsFor('Mozilla/5.0 (Android 14; Mobile; rv:120.0) Firefox/120.0', 'makehomemobile'),
    ).toBe('mobile');
    expect(instructionsFor('Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0', 'makehomedesktop')).toBe(
      'desktop',
    );
  });
});
