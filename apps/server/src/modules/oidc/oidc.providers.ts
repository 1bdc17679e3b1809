import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../config.ts';

/** Loopback issuers (a provider run by the tests or on a developer's machine) may use plain http. */
function isLoopback(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  return (
    protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  );
}

export interface OidcProviders {
  list: () => { name: string; label: string }[];
  find: (name: string) => OidcProviderConfig | undefined;
  /** The provider's discovered configuration, fetched once (a failed discovery is tried again next time). */
  configuration: (provider: OidcProviderConfig) => Promise<oidc.Configuration>;
}

export function oidcProviders(configured: OidcProviderConfig[]): OidcProviders {
  const discovered = new Map<string, Promise<oidc.Configuration>>();
  return {
    list: () => configured.map(({ name, label }) => ({ name, label })),
    find: (name) => configured.find((p) => p.name === name),
    configuration(provider) {
      let found = discovered.get(provider.name);
      if (!found) {
        found = oidc.discovery(
          new URL(provider.issuer),
          provider.clientId,
          provider.clientSecret,
          undefined,
          isLoopback(provider.issuer)
            ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
            : { timeout: 10 },
        );
        found.catch(() => discovered.delete(provider.name));
        discovered.set(provider.name, found);
      }
      return found;
    },
  };
}
