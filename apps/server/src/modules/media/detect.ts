import type { IMAGE_FORMATS, MessageKey, UploadKind, VIDEO_FORMATS } from '@makerboard/shared';
import { fileTypeFromBuffer } from 'file-type';
import { cutText } from '../../lib/text.ts';

/** spec/000 §9: jpg, png, gif — by content, not by name. */
const IMAGE_MIMES: Record<string, (typeof IMAGE_FORMATS)[number]> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};
/** spec/000 §9: avi, mp4, mov, webm. */
const VIDEO_MIMES: Record<string, (typeof VIDEO_FORMATS)[number]> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/vnd.avi': 'avi',
  'video/x-msvideo': 'avi',
};
/** Files (ours: the spec says only "unsupported file types are rejected"): documents, archives, audio, 3D. */
const FILE_MIMES: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-7z-compressed': '7z',
  'application/gzip': 'gz',
  'application/x-cfb': 'doc',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/x-m4a': 'm4a',
  'model/stl': 'stl',
  'application/vnd.ms-pki.stl': 'stl',
};
/** Plain text files, recognised by name and by being readable UTF-8 without markup. */
const TEXT_EXTENSIONS: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  stl: 'model/stl',
  gcode: 'text/plain',
  ino: 'text/plain',
  py: 'text/plain',
  c: 'text/plain',
  cpp: 'text/plain',
  h: 'text/plain',
  js: 'text/plain',
  ts: 'text/plain',
  java: 'text/plain',
  scratch: 'text/plain',
};
const IMAGE_NAME_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'svg',
  'svgz',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'heif',
  'avif',
  'ico',
]);
const VIDEO_NAME_EXTENSIONS = new Set([
  'avi',
  'mp4',
  'm4v',
  'mov',
  'webm',
  'mkv',
  'flv',
  'wmv',
  'mpg',
  'mpeg',
  '3gp',
]);

export interface Detected {
  kind: Exclude<UploadKind, 'whiteboard'>;
  mime: string;
  ext: string;
}

export class Rejected extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

/** The extension of a (cleaned) name, lower case, without the dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A display name that cannot be a path: the last segment of whatever was sent (either slash),
 * without control characters, leading dots or characters outside letters, digits and ` ._()-`.
 * Files are stored by generated keys; this name only shows and goes in Content-Disposition.
 */
export function cleanName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s_]+/, '')
    .replace(/\.{2,}/g, '.')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 120) return cleaned;
  const ext = extensionOf(cleaned);
  return ext && ext.length < 10
    ? `${cutText(cleaned, 119 - ext.length, false)}.${ext}`
    : cutText(cleaned, 120, false);
}

function isUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character cut at the end of the sample is not an error.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const bad = (text.slice(0, -2).match(/\uFFFD/g) ?? []).length;
  return bad === 0;
}

/** Markup a browser might run: never accepted as a file, whatever its name (SVG, HTML, XML). */
function looksLikeMarkup(head: Buffer): boolean {
  const text = head.toString('utf8', 0, Math.min(head.length, 4096)).toLowerCase();
  return /<svg|<!doctype html|<html|<script|<\?xml|<iframe|<object|<embed/.test(text);
}

/**
 * What a file is, from its first bytes (`file-type`), checked against the name it came with:
 * a renamed file of the wrong type is refused (spec/001 §8 "unsupported image, video or file type").
 */
export async function detect(head: Buffer, name: string): Promise<Detected> {
  const found = await fileTypeFromBuffer(head);
  const ext = extensionOf(name);
  const namedImage = IMAGE_NAME_EXTENSIONS.has(ext);
  const namedVideo = VIDEO_NAME_EXTENSIONS.has(ext);
  const mismatch = (kind: Detected['kind']) => {
    if (namedImage && kind !== 'image') throw new Rejected(415, 'UNSUPPORTED_IMAGE_TYPE');
    if (namedVideo && kind !== 'video') throw new Rejected(415, 'UNSUPPORTED_VIDEO_TYPE');
  };
  if (found) {
    const image = IMAGE_MIMES[found.mime];
    if (image) {
      mismatch('image');
      return { kind: 'image', mime: found.mime, ext: image };
    }
    const video = VIDEO_MIMES[found.mime];
    if (video) {
      mismatch('video');
      return { kind: 'video', mime: found.mime, ext: video };
    }
    if (found.mime.startsWith('image/')) throw new Rejected(415, 'UNSUPPORTED_IMAGE_TYPE');
    if (found.mime.startsWith('video/')) throw new Rejected(415, 'UNSUPPORTED_VIDEO_TYPE');
    const file = FILE_MIMES[found.mime];
    if (!file) throw new Rejected(415, namedImage ? 'UNSUPPORTED_IMAGE_TYPE' : 'UNSUPPORTED_FILE_TYPE');
    mismatch('file');
    return { kind: 'file', mime: found.mime, ext: file };
  }
  if (namedImage) throw new Rejected(415, 'UNSUPPORTED_IMAGE_TYPE');
  if (namedVideo) throw new Rejected(415, 'UNSUPPORTED_VIDEO_TYPE');
  const textMime = TEXT_EXTENSIONS[ext];
  if (!textMime || !isUtf8Text(head) || looksLikeMarkup(head))
    throw new Rejected(415, 'UNSUPPORTED_FILE_TYPE');
  return { kind: 'file', mime: textMime, ext };
}

/** Bytes that file-type reads to decide. */
export const DETECT_BYTES = 4100;
