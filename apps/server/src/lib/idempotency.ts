import type { FastifyReply } from 'fastify';

/**
 * Creations a client may retry (a comment, a message) take an `Idempotency-Key` header
 * (`IdempotencyHeaders` in the contract): the key is stored on the row it made, under a unique
 * index per person, so a retry finds that row and answers it again, never making a second
 * (docs/decisions.md). A service returns what it made with `replayed`; the route answers the rest
 * and says `Idempotent-Replayed: true` when it was an earlier request's.
 */
export function replayed<T extends { replayed: boolean }>(reply: FastifyReply, made: T): Omit<T, 'replayed'> {
  const { replayed: again, ...result } = made;
  if (again) reply.header('idempotent-replayed', 'true');
  return result;
}
