import type { pinEndpoints } from '@makerboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/endpoint.ts';
import { pinKeys } from './pin-keys.ts';

type Api = typeof pinEndpoints;
type Answers = { questionID: number; answer: string }[];

/** POST /user/collect/{boothOwner}: the visitor collects a booth's pin with their answers. */
export function useCollectPin(boothOwner: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answers) =>
      call<Api['collect']>(
        { method: 'POST', path: '/user/collect/:boothOwner' },
        { params: { boothOwner }, body: { answers } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pinKeys.all }),
  });
}

/** POST /user/collect/{boothOwner}/visitor: the booth collects for a visitor by their code. */
export function useBoothCollect(boothOwner: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { visitorCode: string; answers: Answers }) =>
      call<Api['boothCollect']>(
        { method: 'POST', path: '/user/collect/:boothOwner/visitor' },
        { params: { boothOwner }, body },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pinKeys.stats(boothOwner) }),
  });
}
