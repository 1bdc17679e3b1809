import type { FastifyRequest } from 'fastify';

/**
 * The rate-limit key of a signed-in call: the person, not the address. A class behind one school
 * router shares an address, so a per-address limit on chatting or inviting would let one pupil
 * use up the whole class's allowance, while a per-person one stops each spammer on their own.
 * Calls without a session (which the access rule refuses anyway) count by address.
 */
export const perPerson = (request: FastifyRequest): string =>
  request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;

/** A per-person limit of `max` calls (times the configured factor) per `timeWindow` ms. */
export const perPersonLimit = (max: number, timeWindow: number, factor: number) => ({
  rateLimit: { max: Math.ceil(max * factor), timeWindow, keyGenerator: perPerson },
});
