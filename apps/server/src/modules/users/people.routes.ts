import { peopleEndpoints as api } from '@makerboard/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import { objectOf } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { signedIn, viewerOf } from '../../lib/viewer.ts';
import type { PeopleService } from './people.service.ts';

const person = (need: 'exists' | 'self') => ({ kind: 'user', key: 'username', need }) as const;
const the = (request: FastifyRequest) => objectOf<UserRow>(request, 'user');

/**
 * A person's handles, location and filter tags as calls of their own, and the deprecated lookup
 * (spec/001 §7 Users; issue 18 item 4; docs/decisions.md "A person's own calls").
 */
export async function peopleRoutes(app: FastifyInstance, service: PeopleService): Promise<void> {
  // Handles are on the public profile already: anyone may read them; only the person changes them.
  route(app, api.handles, { access: 'public', object: person('exists') }, async (request) =>
    service.handles(the(request)),
  );
  route(app, api.saveHandle, { access: 'user', object: person('self') }, async (request) =>
    service.saveHandle(the(request), request.params.platform, request.body.handle),
  );
  route(app, api.deleteHandle, { access: 'user', object: person('self') }, async (request) =>
    service.deleteHandle(the(request), request.params.platform),
  );

  // A minor's location is null to everyone but themselves and admins (the service decides).
  route(app, api.location, { access: 'public', object: person('exists') }, async (request) =>
    service.location(the(request), viewerOf(request)),
  );
  route(app, api.saveLocation, { access: 'user', object: person('self') }, async (request) =>
    service.saveLocation(the(request), request.body),
  );
  route(app, api.deleteLocation, { access: 'user', object: person('self') }, async (request) =>
    service.deleteLocation(the(request)),
  );

  route(app, api.filters, { access: 'user' }, async (request) => service.filters(signedIn(request).userId));
  route(app, api.saveFilters, { access: 'user' }, async (request) =>
    service.saveFilters(signedIn(request).userId, request.body),
  );

  // spec/001 §7 Users: "Finding a user by lookup is deprecated and always fails with 'Deprecated'".
  route(app, api.lookup, { access: 'public' }, async () => {
    throw new AppError(410, 'DEPRECATED');
  });
}
