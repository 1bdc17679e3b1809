import type { classEndpoints, MakeStudentBody } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { classKeys } from './class-keys.ts';

type Api = typeof classEndpoints;

/** POST /teachers/classes/{id}/students: an account for a student without e-mail, with a login code. */
export function useMakeStudent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeStudentBody) =>
      call<Api['makeStudent']>(
        { method: 'POST', path: '/teachers/classes/:id/students' },
        { params: { id }, body },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.students(id) }),
  });
}
