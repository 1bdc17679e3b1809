import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import '../../i18n/index.ts';
import { withScreenTexts } from '../../i18n/screens.ts';
import { makeUser, stubServer } from '../../test/fixtures.ts';
import { LocationSettings } from './location-settings.tsx';

beforeAll(() => withScreenTexts(async () => null));
beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

const user = makeUser({ userName: 'ada' });
const saved = {
  city: 'Lyon',
  region: 'Rhône',
  country: 'FR',
  latitude: 45.8,
  longitude: 4.8,
  school: 'Lycée du Parc',
};

function show() {
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <LocationSettings user={user} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('location settings (issue 18 item 4)', () => {
  it('fills in the saved location and saves city, region, country and school without coordinates', async () => {
    const { calls } = stubServer((_url, init) =>
      init.method === 'PUT'
        ? { status: 200, body: { result: { location: { ...saved, city: 'Grenoble' } } } }
        : { status: 200, body: { result: { location: saved } } },
    );
    show();
    const city = (await screen.findByLabelText('Town or city')) as HTMLInputElement;
    expect(city.value).toBe('Lyon');
    const u = userEvent.setup();
    await u.clear(city);
    await u.type(city, 'Grenoble');
    await u.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Your location has been saved.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain('/api/users/ada/location');
    expect(put.body).toEqual({
      city: 'Grenoble',
      region: 'Rhône',
      country: 'FR',
      school: 'Lycée du Parc',
      latitude: null,
      longitude: null,
    });
  });

  it('refuses a country that is not a two-letter code, and removes a saved location', async () => {
    const { calls } = stubServer((_url, init) =>
      init.method === 'DELETE'
        ? { status: 200, body: { result: { location: null } } }
        : { status: 200, body: { result: { location: saved } } },
    );
    show();
    const country = (await screen.findByLabelText(/Country code/)) as HTMLInputElement;
    const u = userEvent.setup();
    await u.clear(country);
    await u.type(country, 'F1');
    await u.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Use the two-letter country code, for example DE.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Remove location' }));
    expect(await screen.findByText('Your location has been removed.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('shows the error with a way to try again when the location cannot load', async () => {
    stubServer(() => ({
      status: 500,
      body: { messages: ['Something went wrong on our side, please try again'], code: 'INTERNAL' },
    }));
    show();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
  });
});
