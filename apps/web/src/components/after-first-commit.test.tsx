import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstCommit } from './after-first-commit.tsx';

describe('AfterFirstCommit', () => {
  it('renders its children a task after the first commit, not in it', async () => {
    vi.useFakeTimers();
    try {
      const mounted = vi.fn();
      function Below() {
        useEffect(mounted, []);
        return <p>comments</p>;
      }
      const { rerender } = render(
        <>
          <h1>board</h1>
          <AfterFirstCommit>
            <Below />
          </AfterFirstCommit>
        </>,
      );
      expect(screen.getByText('board')).toBeTruthy();
      expect(screen.queryByText('comments')).toBeNull();
      expect(mounted).not.toHaveBeenCalled();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(screen.getByText('comments')).toBeTruthy();
      expect(mounted).toHaveBeenCalledTimes(1);
      // Once shown, they stay through the page's later renders.
      rerender(
        <>
          <h1>another board</h1>
          <AfterFirstCommit>
            <Below />
          </AfterFirstCommit>
        </>,
      );
      expect(screen.getByText('comments')).toBeTruthy();
      expect(mounted).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
