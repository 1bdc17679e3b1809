import { z } from 'zod';
import { Id as id } from './contract.ts';
import { PageQuery } from './paging.ts';

/** spec/000 §1: board types. */
export const BOARD_TYPES = ['project', 'story', 'discussion'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

/** Which board types each build creates and shows (issue 3). */
export const VARIANT_BOARD_TYPES = {
  community: ['story'],
  projects: ['project', 'discussion'],
  discussions: ['discussion'],
} as const satisfies Record<string, readonly BoardType[]>;

/** spec/000 §4: the status bit field. */
export const STATUS_BITS = { pending: 1, declined: 2, approved: 4, locked: 32 } as const;

/** Ours (spec/000 §9 says "not shown"): the board description word limit. */
export const DESCRIPTION_WORD_LIMIT = 300;
export const BOARD_TITLE_MAX = 140;
export const COMMENT_MAX = 5000;

export function wordCount(text: string): number {
  const plain = text.replace(/<[^>]*>/g, ' ');
  return plain.split(/\s+/u).filter(Boolean).length;
}

export const SectionInput = z.object({
  title: z.string().trim().max(200).default(''),
  body: z.string().max(200_000).default(''),
});

export const TemplateSettingsInput = z.object({
  createSection: z.boolean().optional(),
  maxSections: z.number().int().min(1).max(100).optional(),
  reorder: z.boolean().optional(),
  displaySwoosh: z.boolean().optional(),
  swooshBackground: z.string().max(40).optional(),
  caption: z.string().max(200).optional(),
});

export const CreateProjectBody = z.object({
  type: z.enum(BOARD_TYPES).optional(),
  title: z.string().trim().max(BOARD_TITLE_MAX).default(''),
  description: z.string().max(20_000).default(''),
  categories: z.array(id).max(10).default([]),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  isPrivate: z.boolean().optional(),
  isAnonymous: z.boolean().default(false),
  coverImageUrl: z.string().max(2000).nullish(),
  sections: z.array(SectionInput).max(100).default([]),
  /** start/{template}: copy sections and settings from a template board. */
  templateID: id.optional(),
  draft: z.boolean().default(false),
  isTemplate: z.boolean().optional(),
  templateSettings: TemplateSettingsInput.optional(),
});
export type CreateProjectBody = z.infer<typeof CreateProjectBody>;

/** Every field optional and without defaults: only what is sent changes. */
export const UpdateProjectBody = z.object({
  title: z.string().trim().max(BOARD_TITLE_MAX).optional(),
  description: z.string().max(20_000).optional(),
  categories: z.array(id).max(10).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  isPrivate: z.boolean().optional(),
  isAnonymous: z.boolean().optional(),
  coverImageUrl: z.string().max(2000).nullish(),
  draft: z.boolean().optional(),
  isTemplate: z.boolean().optional(),
  templateSettings: TemplateSettingsInput.optional(),
  customPostOrder: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
});

export const ProjectListQuery = PageQuery.extend({
  query: z.string().trim().max(200).optional(),
  sort: z.enum(['newest', 'popular', 'recommended', 'featured', 'bookmarked']).default('newest'),
  type: z.enum(BOARD_TYPES).optional(),
  category: z.string().trim().max(80).optional(),
  tag: z.string().trim().max(40).optional(),
  templateID: id.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  region: z.string().max(80).optional(),
  exclude: z.union([id, z.array(id)]).optional(),
  filter: z.enum(['ProjectBoards', 'DiscussionBoards']).optional(),
});

export const UserProjectsQuery = PageQuery.extend({
  filter: z
    .enum(['viewall', 'all', 'private', 'public', 'anonymous', 'templates', 'project', 'story'])
    .default('viewall'),
  status: z.enum(['pending', 'resubmitted', 'declined', 'approved', 'submitted']).optional(),
});

export const StatusBody = z.object({
  add: z
    .array(
      z
        .number()
        .int()
        .refine((n) => [1, 2, 4, 32].includes(n)),
    )
    .default([]),
  remove: z
    .array(
      z
        .number()
        .int()
        .refine((n) => [1, 2, 4, 32].includes(n)),
    )
    .default([]),
});
export const FlagsBody = z.object({
  isHidden: z.boolean().optional(),
  isLocked: z.boolean().optional(),
  submitted: z.boolean().optional(),
  isPrivate: z.boolean().optional(),
});
export const ReviewBody = z.object({
  status: z.union([z.literal(2), z.literal(4)]),
  reason: z.string().trim().max(1000).optional(),
});

export const SearchQuery = PageQuery.extend({
  q: z.string().trim().max(200).default(''),
  type: z.enum(['all', 'users', 'projects']).default('all'),
});
