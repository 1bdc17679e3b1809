import type { classEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { asPage } from '../../../api/page.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** GET /teachers/classes/{id}/students/{userName}/projects: a student's boards, private ones once approved. */
export const useStudentBoards = (id: number, userName: string, enabled: boolean) =>
  useQuery({
    queryKey: classKeys.boards(id, userName),
    queryFn: async ({ signal }) =>
      asPage(
        'projects',
        await call<Api['studentBoards']>(
          { method: 'GET', path: '/teachers/classes/:id/students/:userName/projects' },
          { params: { id, userName }, query: { limit: 50, offset: 0 }, signal },
        ),
      ),
    enabled,
  });
