import type { Endpoint, ParamsOf, ResultOf } from '@makerboard/shared';
import { currentLanguage } from '../i18n/index.ts';
import { buildUrl } from './client.ts';
import { pathOf } from './endpoint.ts';
import { ApiError, errorFromBody, UNKNOWN_ERROR } from './errors.ts';
import { api, tokens } from './http.ts';

export interface UploadOptions {
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function sendForm(
  method: string,
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl('/api', path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = tokens.get().accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(UNKNOWN_ERROR, 0));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * A multipart upload through the call layer (api.md POST /uploads): XHR, because fetch reports
 * no upload progress. Same headers as every call; a 401 refreshes once and retries once. Typed by
 * the shared endpoint as `call()` is (api/endpoint.ts); the form is the body.
 */
export async function uploadForm<E extends Endpoint>(
  endpoint: { method: E['method']; path: E['path'] },
  form: FormData,
  options: UploadOptions & { params?: ParamsOf<E> } = {},
): Promise<ResultOf<E>> {
  const path = pathOf(endpoint.path, options.params);
  let response = await sendForm(endpoint.method, path, form, options);
  if (response.status === 401 && tokens.get().refreshToken) {
    await api.refresh();
    response = await sendForm(endpoint.method, path, form, options);
  }
  if (response.status < 200 || response.status >= 300) throw errorFromBody(response.status, response.body);
  const body = response.body as { result?: ResultOf<E> } | undefined;
  return body?.result as ResultOf<E>;
}
