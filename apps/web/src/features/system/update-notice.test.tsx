// The update notice across tabs (spec/000 §4, §9 "shared-state storage key for tab sync"): an update
// another tab found is shown here too, and only beyond the threshold.
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.ts';
import { createTabChannel, localStorageTransport, type TabChannel } from '../../realtime/tab-sync.ts';
import { stubServer } from '../../test/fixtures.ts';
import { UpdateNotice } from './update-notice.tsx';

const KEY = 'pb-vms';

describe('the update notice (pb-vms)', () => {
  afterEach(() => {
    localStorage.removeItem(KEY);
    vi.unstubAllGlobals();
  });

  const envelope = (message: object) =>
    JSON.stringify({ v: 1, from: 'other-tab', nonce: 'n', at: 1, message });

  it('the update notice shows an update another tab found before this one opened', async () => {
    // The server's own answer is old: only the other tab's finding can show the notice.
    stubServer(() => ({ status: 200, body: { result: { version: __BUILD_TIME__ } } }));
    const other: TabChannel = createTabChannel(localStorageTransport(window));
    other.post({ kind: 'update', version: __BUILD_TIME__ + 518_401 });
    render(
      <MantineProvider>
        <UpdateNotice />
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/An update to this site/));
    other.close();
  });

  it('an update at the threshold shows nothing; one beyond it, told while open, shows the notice', async () => {
    stubServer(() => ({ status: 200, body: { result: { version: __BUILD_TIME__ } } }));
    const other = createTabChannel(localStorageTransport(window));
    other.post({ kind: 'update', version: __BUILD_TIME__ + 518_400 });
    render(
      <MantineProvider>
        <UpdateNotice />
      </MantineProvider>,
    );
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: KEY,
          newValue: envelope({ kind: 'update', version: __BUILD_TIME__ + 100 }),
          storageArea: localStorage,
        }),
      );
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: KEY,
          newValue: envelope({ kind: 'update', version: __BUILD_TIME__ + 518_401 }),
          storageArea: localStorage,
        }),
      );
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/An update to this site/));
    other.close();
  });
});
