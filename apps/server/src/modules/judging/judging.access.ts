import type { ObjectGuards } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { type Viewer, viewerOf } from '../../lib/viewer.ts';
import type { RegistrationAccess, TeamAccess } from './judging.service.ts';

export interface JudgingLookup {
  teamAccess: (id: number, viewer: Viewer) => Promise<TeamAccess>;
  registrationAccess: (id: number, viewer: Viewer) => Promise<RegistrationAccess>;
}

/**
 * The judging object rules (api.md "Judging"): a `judgingTeam` is changed by its fair's organisers
 * only (`organise`: 403 to its own judges, who may know it, and 404 to everyone else, who may not
 * learn who judges); a `judgeRegistration` is decided by the fair's organisers (its own author
 * gets 403, others 404).
 */
export function defineJudgingAccess(guards: ObjectGuards, judging: JudgingLookup): void {
  guards.define<TeamAccess>('judgingTeam', {
    needs: { organise: { refusal: 404 } },
    async resolve(request, value) {
      const team = await judging.teamAccess(Number(value), viewerOf(request));
      if (team.organiser) return team;
      if (team.member) throw new AppError(403, 'FORBIDDEN');
      throw new AppError(404, 'TEAM_NOT_FOUND');
    },
  });
  guards.define<RegistrationAccess>('judgeRegistration', {
    needs: { organise: { refusal: 404 } },
    async resolve(request, value) {
      const viewer = viewerOf(request);
      const registration = await judging.registrationAccess(Number(value), viewer);
      if (registration.organiser) return registration;
      if (registration.row.userId === viewer.userId) throw new AppError(403, 'FORBIDDEN');
      throw new AppError(404, 'REGISTRATION_NOT_FOUND');
    },
  });
}
