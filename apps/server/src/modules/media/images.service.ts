import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FoundImage, ImageSearchQuery } from '@makerboard/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SignedUrls } from './signed-urls.ts';
import type { UploadsService } from './uploads.service.ts';

/**
 * The openly licensed pictures shipped with Makerboard (`open-images/`, CC0: its LICENSE). The
 * folder lies beside this file in the source and beside the bundle (apps/server/build.mjs).
 */
export const LIBRARY: readonly { name: string; title: string; words: string[] }[] = [
  { name: 'gear.svg', title: 'Gear', words: ['gear', 'cog', 'machine', 'mechanics', 'engineering', 'tool'] },
  { name: 'lightbulb.svg', title: 'Light bulb', words: ['light', 'bulb', 'idea', 'lamp', 'electricity'] },
  { name: 'rocket.svg', title: 'Rocket', words: ['rocket', 'space', 'launch', 'stars', 'flight'] },
  { name: 'leaf.svg', title: 'Leaf', words: ['leaf', 'plant', 'nature', 'garden', 'biology', 'green'] },
  { name: 'circuit.svg', title: 'Circuit board', words: ['circuit', 'board', 'electronics', 'pcb', 'chip'] },
  { name: 'robot.svg', title: 'Robot', words: ['robot', 'robotics', 'android', 'machine', 'automation'] },
];
export const LIBRARY_LICENSE = 'CC0-1.0';
const libraryDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'open-images');

/** What a generation service answers: a PNG or JPEG, by its first bytes. */
function imageType(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/**
 * The provider boundary of cover art (issue 18 item 3): `POST {url}` with `{prompt}` as JSON and
 * the key as a bearer token, answered by the picture's bytes. Any other provider fits behind it.
 */
export interface ImageGenerator {
  generate(prompt: string): Promise<Buffer>;
}

export function httpImageGenerator(config: { url: string; key: string | undefined }): ImageGenerator {
  return {
    async generate(prompt) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'image/png, image/jpeg',
            ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
          },
          body: JSON.stringify({ prompt }),
          signal: AbortSignal.timeout(60_000),
        });
      } catch {
        throw new AppError(502, 'IMAGE_GENERATION_FAILED');
      }
      if (!response.ok) throw new AppError(502, 'IMAGE_GENERATION_FAILED');
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length === 0 || bytes.length > 10 * 1024 * 1024 || !imageType(bytes))
        throw new AppError(502, 'IMAGE_GENERATION_FAILED');
      return bytes;
    },
  };
}

/**
 * Image search over Makerboard's own media (images in sections of boards everyone may see) and the
 * shipped library, and cover art generation (spec/001 §7 Posts; issue 18 item 3).
 */
export function imagesService(
  ctx: AppContext,
  deps: { uploads: UploadsService; urls: SignedUrls; generator?: ImageGenerator | undefined },
) {
  const db = ctx.database.db;
  const { urls, uploads } = deps;
  const generator =
    deps.generator ??
    (ctx.config.imageGeneration ? httpImageGenerator(ctx.config.imageGeneration) : undefined);

  function fromLibrary(words: string[]): FoundImage[] {
    return LIBRARY.filter(
      (item) =>
        words.length === 0 ||
        words.every((w) => item.title.toLowerCase().includes(w) || item.words.some((k) => k.startsWith(w))),
    ).map((item) => {
      const url = `/api/posts/images/library/${item.name}`;
      return {
        id: `library:${item.name.replace(/\.svg$/, '')}`,
        title: item.title,
        url,
        thumbnailUrl: url,
        width: 640,
        height: 360,
        source: 'library' as const,
        license: LIBRARY_LICENSE,
        projectID: null,
      };
    });
  }

  type Row = {
    id: number;
    storage_key: string;
    updated_at: Date | string;
    has_thumb: boolean;
    width: number | null;
    height: number | null;
    title: string;
    project_id: number;
  };

  /** Images in sections of open boards (not private, not a draft, not hidden; not a private section). */
  async function fromMakerboard(words: string[], limit: number, offset: number) {
    const text = sql`(coalesce(u.name, '') || ' ' || p.title || ' ' || p.body || ' ' || b.title)`;
    const match = words.length
      ? sql.join(
          words.map((w) => sql`${text} ilike ${`%${w.replace(/[%_\\]/g, '\\$&')}%`}`),
          sql` and `,
        )
      : sql`true`;
    const from = sql`from uploads u
      join attachments a on a.upload_id = u.id
      join posts p on p.id = a.post_id
      join projects b on b.id = p.project_id
      where u.kind = 'image' and u.status = 'ready' and not p.is_private
        and not b.is_private and not b.is_draft and b.moderated_at is null and ${match}`;
    const [count] = await queryRows<{ n: number }>(db, sql`select count(distinct u.id)::int as n ${from}`);
    const rows =
      limit === 0
        ? []
        : await queryRows<Row>(
            db,
            sql`select distinct on (u.id) u.id, u.storage_key, u.updated_at, u.has_thumb, u.width, u.height,
                  case when p.title <> '' then p.title else b.title end as title, b.id as project_id
                ${from} order by u.id desc limit ${limit} offset ${offset}`,
          );
    return {
      total: Number(count?.n ?? 0),
      images: rows.map((r): FoundImage => {
        const signable = { storageKey: r.storage_key, updatedAt: new Date(r.updated_at) };
        return {
          id: `upload:${r.id}`,
          title: r.title,
          url: urls.fileUrl(signable, 'original'),
          thumbnailUrl: urls.fileUrl(signable, r.has_thumb ? 'thumb' : 'original'),
          width: r.width,
          height: r.height,
          source: 'makerboard',
          license: null,
          projectID: Number(r.project_id),
        };
      }),
    };
  }

  return {
    generationOffered: () => generator !== undefined,

    /**
     * GET /posts/images/search: the library's matches first (a handful), then Makerboard's own,
     * newest first; `page` counts from 1 over that one list.
     */
    async search(q: ImageSearchQuery) {
      const words = q.query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
      const library = fromLibrary(words);
      const start = (q.page - 1) * q.limit;
      const fromLib = library.slice(start, start + q.limit);
      const ownOffset = Math.max(0, start - library.length);
      const own = await fromMakerboard(words, q.limit - fromLib.length, ownOffset);
      const total = library.length + own.total;
      return { images: [...fromLib, ...own.images], total, hasMore: start + q.limit < total };
    },

    /** A library picture's bytes (the route answers it as SVG); a 404 for any other name. */
    library(name: string): Buffer {
      if (!LIBRARY.some((item) => item.name === name)) throw new AppError(404, 'NOT_FOUND');
      return readFileSync(path.join(libraryDir, name));
    },

    /**
     * POST /posts/images/generate: the picture the service makes for the description, stored as one
     * of the caller's image uploads (re-encoded like any upload), ready for a cover or a section.
     */
    async generate(ownerId: number, query: string) {
      if (!generator) throw new AppError(501, 'IMAGE_GENERATION_OFF');
      const bytes = await generator.generate(query);
      const ext = imageType(bytes) ?? 'png';
      const name = `${
        query
          .replace(/[^\p{L}\p{N} -]/gu, '')
          .trim()
          .slice(0, 60) || 'cover'
      }.${ext}`;
      return uploads.create(ownerId, Readable.from(bytes), name);
    },
  };
}
export type ImagesService = ReturnType<typeof imagesService>;
