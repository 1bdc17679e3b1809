import { type Language, pickLanguage } from '@makerboard/shared';
import type { FastifyRequest } from 'fastify';

/** The language of a request: the Accept-Language header, else the signed-in user's setting, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language'] ?? request.auth?.language);
}
