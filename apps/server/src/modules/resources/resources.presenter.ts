import type { PartnerResource, ResourceKind, ResourceSection, WebinarStage } from '@makerboard/shared';
import type { PartnerResourceRow, ResourceSectionRow } from '../../db/schema/index.ts';

/** The partner columns a resource shows (spec/000 §3 Partner resource: partner). */
export interface ResourcePartnerRow {
  id: number;
  name: string;
  title: string;
  description: string;
  imageUrl: string | null;
}

export function presentSection(row: ResourceSectionRow): ResourceSection {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    position: row.position,
  };
}

/** spec/000 §4: before its start a webinar is upcoming, until its end live, after it recorded. */
export function webinarStage(row: Pick<PartnerResourceRow, 'startsAt' | 'endsAt'>, now: Date): WebinarStage {
  if (!row.startsAt || now < row.startsAt) return 'upcoming';
  if (!row.endsAt || now < row.endsAt) return 'live';
  return 'recorded';
}

/** The address to embed a video at: only on a host an admin lists; otherwise none (a plain link). */
export function embedUrlOf(url: string | null, isVideo: boolean, hosts: ReadonlySet<string>): string | null {
  if (!url || !isVideo) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && hosts.has(parsed.hostname.toLowerCase()) ? parsed.href : null;
  } catch {
    return null;
  }
}

export function presentResource(
  row: PartnerResourceRow,
  partner: ResourcePartnerRow | null,
  hosts: ReadonlySet<string>,
  now: Date,
): PartnerResource {
  const gated = row.questions.length > 0;
  return {
    id: row.id,
    sectionID: row.sectionId,
    kind: row.kind as ResourceKind,
    title: row.title,
    description: row.description,
    image: row.image,
    // A gated download's address is answered by POST /resources/{id}/download, after the questions.
    url: gated ? null : row.url,
    isVideo: row.isVideo,
    embedUrl: gated ? null : embedUrlOf(row.url, row.isVideo, hosts),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    stage: row.kind === 'webinar' ? webinarStage(row, now) : null,
    questions: row.questions,
    gated,
    position: row.position,
    partner,
  };
}
