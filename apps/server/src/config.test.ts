import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, oidcProvidersFrom, webBuildVersion } from './config.ts';

/** The server's version (spec/001 §4 version check: the web app compares it with its build time). */
const dirs: string[] = [];
function webDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mb-web-'));
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) } as NodeJS.ProcessEnv;

describe('the server version', () => {
  it('is the build time of the web files it serves, so a restart of one build is no update', () => {
    const dir = webDist({ 'index.html': '<!doctype html>', 'version.json': '{"version":1790000000}' });
    expect(webBuildVersion(dir)).toBe(1_790_000_000);
    expect(loadConfig({ ...base, WEB_DIST: dir }).version).toBe(1_790_000_000);
  });

  it('is MAKERBOARD_VERSION when set', () => {
    const dir = webDist({ 'index.html': '<!doctype html>', 'version.json': '{"version":1790000000}' });
    expect(loadConfig({ ...base, WEB_DIST: dir, MAKERBOARD_VERSION: '1800000000' }).version).toBe(
      1_800_000_000,
    );
  });

  it('falls back to the start time without a usable version.json', () => {
    for (const files of <Record<string, string>[]>[
      { 'index.html': '<!doctype html>' },
      { 'index.html': '<!doctype html>', 'version.json': '{"version":"soon"}' },
      { 'index.html': '<!doctype html>', 'version.json': 'not json' },
    ]) {
      const dir = webDist(files);
      expect(webBuildVersion(dir)).toBeNull();
      const before = Math.floor(Date.now() / 1000);
      const { version } = loadConfig({ ...base, WEB_DIST: dir });
      expect(version).toBeGreaterThanOrEqual(before);
      expect(version).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    }
  });
});

/** Login providers from the environment (README "Logins with a school or social account"; issue 14). */
describe('OIDC providers', () => {
  it('reads each named provider, with Google and Microsoft presets', () => {
    const providers = oidcProvidersFrom({
      OIDC_PROVIDERS: 'school, google,microsoft',
      OIDC_SCHOOL_ISSUER: 'https://login.example-school.org',
      OIDC_SCHOOL_CLIENT_ID: 'mb',
      OIDC_SCHOOL_CLIENT_SECRET: 's1',
      OIDC_SCHOOL_LABEL: 'Example School',
      OIDC_SCHOOL_TRUST_EMAIL: 'true',
      OIDC_GOOGLE_CLIENT_ID: 'g',
      OIDC_GOOGLE_CLIENT_SECRET: 's2',
      OIDC_MICROSOFT_TENANT: 'tenant-id',
      OIDC_MICROSOFT_CLIENT_ID: 'm',
      OIDC_MICROSOFT_CLIENT_SECRET: 's3',
    });
    expect(
      providers.map(({ name, label, issuer, trustEmail }) => ({ name, label, issuer, trustEmail })),
    ).toEqual([
      {
        name: 'school',
        label: 'Example School',
        issuer: 'https://login.example-school.org',
        trustEmail: true,
      },
      { name: 'google', label: 'Google', issuer: 'https://accounts.google.com', trustEmail: false },
      {
        name: 'microsoft',
        label: 'Microsoft',
        issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
        trustEmail: false,
      },
    ]);
    expect(loadConfig(base).oidcProviders).toEqual([]);
  });

  it('stops the start with a clear message when a provider misses a part', () => {
    expect(() => oidcProvidersFrom({ OIDC_PROVIDERS: 'school', OIDC_SCHOOL_CLIENT_ID: 'x' })).toThrow(
      /OIDC_SCHOOL_ISSUER, OIDC_SCHOOL_CLIENT_ID and OIDC_SCHOOL_CLIENT_SECRET are required/,
    );
    // Microsoft needs the school's tenant: the shared issuer is not one.
    expect(() =>
      oidcProvidersFrom({
        OIDC_PROVIDERS: 'microsoft',
        OIDC_MICROSOFT_CLIENT_ID: 'm',
        OIDC_MICROSOFT_CLIENT_SECRET: 's',
      }),
    ).toThrow(/OIDC_MICROSOFT_ISSUER/);
    expect(() => oidcProvidersFrom({ OIDC_PROVIDERS: 'bad name' })).toThrow(/bad name/);
  });
});
