import { describe, expect, it } from 'vitest';
import { findCode } from './outbox-page.tsx';

describe('findCode', () => {
  it('picks the 6-digit code out of a message', () => {
    expect(findCode('Your Makerboard code is 482913. It expires in 10 minutes.')).toBe('482913');
    expect(findCode('Order 1234567 shipped')).toBeNull();
    expect(findCode('No code here')).toBeNull();
  });
});
