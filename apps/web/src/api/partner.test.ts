import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT, eventForPath, isPartnerSlug, partnerFromPath, withPartner } from './partner.ts';

describe('partner segment', () => {
  it('treats an unknown first segment followed by more as a partner slug', () => {
    expect(partnerFromPath('/acme/home')).toBe('acme');
    expect(partnerFromPath('/acme/profile/ada/about')).toBe('acme');
    expect(partnerFromPath('/home')).toBeNull();
    expect(partnerFromPath('/profile/ada')).toBeNull();
    expect(partnerFromPath('/acme')).toBeNull();
    expect(isPartnerSlug('loginPage')).toBe(false);
    expect(isPartnerSlug('bad slug')).toBe(false);
  });

  it('gives the X-Event value, the build default otherwise', () => {
    expect(DEFAULT_EVENT).toBe('makerboard-community');
    expect(eventForPath('/acme/home')).toBe('acme');
    expect(eventForPath('/home')).toBe('makerboard-community');
  });

  it('keeps the partner prefix on app paths', () => {
    expect(withPartner('/home', '/acme/loginPage')).toBe('/acme/home');
    expect(withPartner('home', '/loginPage')).toBe('/home');
  });
});

describe('route names are never partner slugs', () => {
  it('keeps the event routes (fair, classes, booth) out of the partner segment', () => {
    for (const path of [
      '/fair/3',
      '/fair/3/judging',
      '/classes/2',
      '/booth/sam',
      '/teachers/join',
      '/oas/ABC',
    ]) {
      expect(partnerFromPath(path)).toBeNull();
      expect(eventForPath(path)).toBe(DEFAULT_EVENT);
    }
    expect(withPartner('/home', '/fair/3')).toBe('/home');
  });
});
