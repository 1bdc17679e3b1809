import { describe, expect, it } from 'vitest';
import { contactErrorKey } from './contact-errors.ts';

describe('contact error mapping (spec/000 §8)', () => {
  it('maps the server\'s "contact already exists" (by text or code) to the friendly message key', () => {
    expect(contactErrorKey('contact already exists')).toBe('contact.exists');
    expect(contactErrorKey('Kontakt existiert bereits', 'CONTACT_EXISTS')).toBe('contact.exists');
  });

  it('leaves other errors raw', () => {
    expect(contactErrorKey('Too many requests')).toBeNull();
  });
});
