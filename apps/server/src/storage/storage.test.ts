import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage, S3Storage, signV4 } from './storage.ts';

describe('S3 signature (AWS Signature Version 4)', () => {
  it('matches the GET Object example of the S3 documentation', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('sends signed PUT, GET with range, HEAD and DELETE to a path-style bucket', async () => {
    const seen: { method: string; url: string; headers: Record<string, string> }[] = [];
    const fake = (async (url: URL, init: RequestInit) => {
      seen.push({ method: init.method!, url: String(url), headers: init.headers as Record<string, string> });
      if (init.method === 'GET')
        return new Response('maker', { status: 206, headers: { 'content-range': 'bytes 0-4/11' } });
      if (init.method === 'HEAD')
        return new Response(null, { status: 200, headers: { 'content-length': '11' } });
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const s3 = new S3Storage(
      {
        bucket: 'media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-central-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      fake,
    );
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mb-s3-')), 'f');
    writeFileSync(file, 'hello maker');
    await s3.putFile('abc/original', file, 'text/plain');
    const got = await s3.get('abc/original', { start: 0, end: 4 });
    expect(got?.size).toBe(11);
    expect(await s3.size('abc/original')).toBe(11);
    await s3.delete('abc/original');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT http://127.0.0.1:9000/media/abc/original',
      'GET http://127.0.0.1:9000/media/abc/original',
      'HEAD http://127.0.0.1:9000/media/abc/original',
      'DELETE http://127.0.0.1:9000/media/abc/original',
    ]);
    for (const s of seen)
      expect(s.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=id\/\d{8}\/eu-central-1\/s3/);
    expect(seen[0]!.headers['content-length']).toBe('11');
    expect(seen[1]!.headers.range).toBe('bytes=0-4');
  });
});

describe('local storage', () => {
  it('refuses keys that could leave its folder', async () => {
    const storage = new LocalStorage(mkdtempSync(path.join(tmpdir(), 'mb-local-')));
    for (const key of ['../x', 'a/../../b', '/etc/passwd', 'a\\b', '']) {
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    }
  });
});
