import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { oidcProviders } from './oidc.providers.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { type OidcAccounts, oidcService } from './oidc.service.ts';

/** Logins through OpenID Connect providers configured by environment (README, issue 14). */
export function oidcModule(ctx: AppContext, deps: { accounts: OidcAccounts }) {
  const service = oidcService(ctx, oidcProviders(ctx.config.oidcProviders), deps.accounts);
  return { service, routes: (app: FastifyInstance) => oidcRoutes(app, service) };
}
