// The operations and inputs the learning-path API tests send.
import { randomUUID } from 'node:crypto';

export const PATH_FIELDS = `id title description language status unitId coverUrl coverFileId learnerCount estimatedMinutes updatedAt
  translations { locale title description }
  sections { id title rule minCount requires unlockOn translations { locale title } items { mediumId title type durationMinutes published archived } }
  problems { code severity sectionId sectionIndex field message }`;

export const LP = {
  save: `mutation save($input: LearningPathInput!) { saveLearningPath(input: $input) { ${PATH_FIELDS} } }`,
  get: `query get($id: ID!) { learningPath(id: $id) { ${PATH_FIELDS} } }`,
  publish: `mutation publish($id: ID!) { publishLearningPath(id: $id) { id status } }`,
  archive: `mutation archive($ids: [ID!]!) { archiveLearningPaths(ids: $ids) { id status archivedAt } }`,
  restore: `mutation restore($ids: [ID!]!) { restoreLearningPaths(ids: $ids) { id status archivedAt } }`,
  duplicate: `mutation duplicate($id: ID!) { duplicateLearningPath(id: $id) { ${PATH_FIELDS} } }`,
  list: `query list($search: String, $filter: LearningPathFilter, $sort: LearningPathSort, $direction: SortDirection, $first: Int, $offset: Int) {
    learningPaths(search: $search, filter: $filter, sort: $sort, direction: $direction, first: $first, offset: $offset) {
      total hasMore items { id title status sectionCount mediaCount learnerCount estimatedMinutes unitName } } }`,
  assignable: `query assignable($search: String) { assignablePaths(search: $search) { id title sectionCount mediaCount } }`,
} as const;

export interface SectionSpec {
  id?: string;
  title?: string;
  rule?: 'ALL_IN_ORDER' | 'ALL_ANY_ORDER' | 'AT_LEAST';
  minCount?: number | null;
  requires?: string[];
  unlockOn?: string | null;
  mediaIds: string[];
}

export const section = (spec: SectionSpec) => ({
  id: spec.id ?? randomUUID(),
  title: spec.title ?? 'Section',
  rule: spec.rule ?? 'ALL_ANY_ORDER',
  minCount: spec.minCount ?? null,
  requires: spec.requires ?? [],
  unlockOn: spec.unlockOn ?? null,
  mediaIds: spec.mediaIds,
});

export const pathInput = (
  title: string,
  sections: ReturnType<typeof section>[],
  extra: Record<string, unknown> = {},
) => ({
  title,
  description: `About ${title}`,
  sections,
  ...extra,
});

export type SavedPath = {
  id: string;
  title: string;
  status: string;
  updatedAt: string;
  coverUrl: string | null;
  coverFileId: string | null;
  sections: Array<{ id: string; title: string; requires: string[]; items: Array<{ mediumId: string }> }>;
  problems: Array<{
    code: string;
    severity: string;
    field: string;
    message: string;
    sectionIndex: number | null;
  }>;
};
