import { type Language, type MessageKey, translate } from '@makerboard/shared';

/**
 * An error a route may show to the user: an HTTP status, a message key of the shared catalogue
 * (also the machine code) and its parameters. The error handler translates it with the request's
 * Accept-Language into the api.md envelope `{messages, code}`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Extra messages (e.g. every broken password rule) after the first. */
    readonly extraKeys: MessageKey[] = [],
    readonly fields?: Record<string, string>,
  ) {
    super(key);
    this.name = 'AppError';
  }

  messages(language: Language): string[] {
    return [this.key, ...this.extraKeys].map((key) => translate(language, key, this.params));
  }
}

export const unauthorized = (key: MessageKey = 'UNAUTHORIZED') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'FORBIDDEN') => new AppError(403, key);
