import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { ENGAGED_AFTER_MS, InstallOnboarding } from './install-onboarding.tsx';

function show() {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/profile/ada']}>
        <Routes>
          <Route path="*" element={<Link to="/story/7">a board</Link>} />
        </Routes>
        <InstallOnboarding />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const card = () => screen.queryByRole('dialog');
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

// The onboarding (spec/000 §2 makehomedesktop, makehomemobile) waits until the visitor has engaged.
describe('the add-to-home-screen onboarding', () => {
  it('does not show on the first page before the visitor has stayed a while', async () => {
    show();
    await wait(5_000);
    expect(card()).toBeNull();
    await wait(ENGAGED_AFTER_MS);
    // Then it gives the browser a moment to offer its install prompt before showing instructions.
    await wait(3_000);
    expect(card()).not.toBeNull();
  });

  it('shows once the visitor moves to a second page', async () => {
    show();
    await wait(3_000);
    expect(card()).toBeNull();
    await act(async () => screen.getByRole('link', { name: 'a board' }).click());
    // Then it gives the browser a moment to offer its install prompt before showing instructions.
    await wait(3_000);
    expect(card()).not.toBeNull();
    expect(localStorage.getItem('mb_onboarding_makehomemobile')).toBe('started');
  });
});
