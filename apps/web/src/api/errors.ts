/** Texts of the call layer (spec/001 §8), kept exactly as the spec gives them. */
export const UNKNOWN_ERROR = 'Unknown Error';
export const MAINTENANCE_MESSAGE = 'System is down for maintenance';

/** The error object of spec/001 §3: a readable message and an HTTP status (0 when no response came). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(message: string, status: number, code?: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The message of an error body: the first entry of `messages` (main API), else the single
 * `message` field (v2), else "Unknown Error" (spec/001 §8).
 */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const { messages, message } = body as { messages?: unknown; message?: unknown };
    if (Array.isArray(messages) && typeof messages[0] === 'string' && messages[0].length > 0)
      return messages[0];
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return UNKNOWN_ERROR;
}

export function errorFromBody(status: number, body: unknown): ApiError {
  const code =
    body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
      ? (body as { code: string }).code
      : undefined;
  const fields =
    body && typeof body === 'object' && typeof (body as { fields?: unknown }).fields === 'object'
      ? ((body as { fields: Record<string, string> }).fields ?? undefined)
      : undefined;
  return new ApiError(messageFromBody(body), status, code, fields);
}

/** A readable message for anything thrown, for error states in the UI. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR;
}
