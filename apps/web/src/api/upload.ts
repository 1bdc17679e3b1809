import { currentLanguage } from '../i18n/index.ts';
import { buildUrl } from './client.ts';
import { ApiError, errorFromBody, UNKNOWN_ERROR } from './errors.ts';
import { api, tokens } from './http.ts';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** 0…1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function sendForm(
  path: string,
  form: FormData,
  options: UploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl('/api', path));
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
 * no upload progress. Same headers as every call; a 401 refreshes once and retries once.
 */
export async function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  let response = await sendForm(path, form, options);
  if (response.status === 401 && tokens.get().refreshToken) {
    await api.refresh();
    response = await sendForm(path, form, options);
  }
  if (response.status < 200 || response.status >= 300) throw errorFromBody(response.status, response.body);
  const body = response.body as { result?: T } | undefined;
  return body?.result as T;
}
