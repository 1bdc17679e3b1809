import type { FastifyInstance } from 'fastify';
import { loginResult } from '../modules/auth/sessions.ts';
import { findUserByUserName } from '../modules/users/users.repository.ts';

/**
 * The API as the demo people use it, for demo content made once the app is built (what goes
 * through the upload pipeline: pins, pictures): their sessions, calls and uploads.
 */
export function demoClient(app: FastifyInstance) {
  const tokens = new Map<string, string>();
  /** A session of a demo person, issued as a login would (without hashing the password again). */
  async function as(userName: string): Promise<string> {
    const known = tokens.get(userName);
    if (known) return known;
    const user = await findUserByUserName(app.ctx.database.db, userName);
    if (!user) throw new Error(`demo person ${userName} is missing`);
    const { accessToken } = await loginResult(app.ctx, app.ctx.database.db, user);
    tokens.set(userName, accessToken);
    return accessToken;
  }
  async function call<T>(userName: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const r = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await as(userName)}` },
      ...(payload ? { payload } : {}),
    });
    if (r.statusCode >= 400) throw new Error(`demo ${method} ${url}: ${r.body}`);
    return (r.json() as { result: T }).result;
  }
  /** A picture or a video uploaded as the person (POST /uploads, re-encoded there): its upload. */
  async function upload(userName: string, file: Buffer, name: string): Promise<{ id: number; url: string }> {
    const boundary = `----demo${Math.random().toString(16).slice(2)}`;
    const type = name.endsWith('.png')
      ? 'image/png'
      : name.endsWith('.avi')
        ? 'video/x-msvideo'
        : 'image/jpeg';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        authorization: `Bearer ${await as(userName)}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    if (r.statusCode >= 400) throw new Error(`demo upload: ${r.body}`);
    return (r.json() as { result: { upload: { id: number; url: string } } }).result.upload;
  }
  return { as, call, upload };
}
