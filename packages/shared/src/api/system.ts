import { z } from 'zod';
import { endpoint } from './contract.ts';

/** GET /version (spec/001 §4 version check): the build time in seconds. */
export const VersionResult = z.object({ version: z.number().int() });

/** GET /healthz: the process answers. */
export const HealthResult = z.object({ status: z.literal('ok') });
/**
 * GET /readyz: whether this instance may take traffic, and on which database. A closing instance
 * or an unreachable database answers 503 with the same shape.
 */
export const ReadyResult = z.object({
  status: z.enum(['ready', 'closing', 'unavailable']),
  database: z.enum(['pglite', 'postgres']).optional(),
});

/**
 * GET /users/onlineCount (spec/001 §7 Users: online count): who has a live socket on this
 * instance now. `signedIn` counts people (one however many tabs), `visitors` anonymous sockets.
 */
export const OnlineCountResult = z.object({
  count: z.number().int(),
  signedIn: z.number().int(),
  visitors: z.number().int(),
});
export type OnlineCountResult = z.infer<typeof OnlineCountResult>;

const tag = 'system';

/** The version check, and the probes and metrics served at the root (api.md "Conventions"). */
export const systemEndpoints = {
  version: endpoint({ method: 'GET', path: '/version', result: VersionResult, tag }),
  onlineCount: endpoint({ method: 'GET', path: '/users/onlineCount', result: OnlineCountResult, tag }),
  health: endpoint({ method: 'GET', path: '/healthz', base: 'root', bare: true, result: HealthResult, tag }),
  ready: endpoint({
    method: 'GET',
    path: '/readyz',
    base: 'root',
    bare: true,
    result: ReadyResult,
    otherStatuses: [503],
    tag,
  }),
  /** Prometheus's text format (architecture.md, observability). */
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    base: 'root',
    result: null,
    produces: 'text/plain',
    tag,
  }),
};
