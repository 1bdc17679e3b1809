import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { contactRoutes } from './contact.routes.ts';
import { contactService } from './contact.service.ts';

/** The contact module: its service built once, and its routes. */
export function contactModule(ctx: AppContext) {
  const service = contactService(ctx);
  return { service, routes: (app: FastifyInstance) => contactRoutes(app, service) };
}
