import { describe, expect, it, vi } from 'vitest';
import { recordView } from './record-view.ts';

describe('page views', () => {
  it('POSTs a view once per board per browser session', () => {
    const send = vi.fn(async () => ({}));
    expect(recordView(5, sessionStorage, send)).toBe(true);
    expect(recordView(5, sessionStorage, send)).toBe(false);
    expect(recordView(6, sessionStorage, send)).toBe(true);
    expect(send.mock.calls).toEqual([[5], [6]]);
  });

  it('survives a broken stored list', () => {
    sessionStorage.setItem('mb_viewed_boards', '{oops');
    const send = vi.fn(async () => ({}));
    expect(recordView(9, sessionStorage, send)).toBe(true);
    expect(send).toHaveBeenCalledWith(9);
  });
});
