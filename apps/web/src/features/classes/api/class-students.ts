import type { classEndpoints } from '@makerboard/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** GET /teachers/classes/{id}/students: each student with their status and answer. */
export const useClassStudents = (id: number) =>
  useQuery({
    queryKey: classKeys.students(id),
    queryFn: ({ signal }) =>
      call<Api['students']>(
        { method: 'GET', path: '/teachers/classes/:id/students' },
        { params: { id }, signal },
      ),
  });
