// The operations and inputs the badge administration tests send.
export const BADGE_FIELDS = `id kind rule threshold mediaId pathId subjectTitle name description criteria language
  translations { locale name description criteria } imageFileId imageUrl design { shape colour icon text }
  awardCount revokedCount archivedAt updatedAt`;

export const B = {
  save: `mutation save($input: BadgeInput!) { saveBadge(input: $input) { ${BADGE_FIELDS} } }`,
  get: `query get($id: ID!) { badge(id: $id) { ${BADGE_FIELDS} } }`,
  list: `query list($kind: BadgeKind!, $search: String, $filter: BadgeFilter, $sort: BadgeSort, $direction: SortDirection, $first: Int, $offset: Int) {
    badges(kind: $kind, search: $search, filter: $filter, sort: $sort, direction: $direction, first: $first, offset: $offset) {
      total hasMore offset items { id name rule threshold subjectTitle awardCount archivedAt imageUrl design { shape } } } }`,
  archive: `mutation archive($ids: [ID!]!) { archiveBadges(ids: $ids) { id archivedAt } }`,
  restore: `mutation restore($ids: [ID!]!) { restoreBadges(ids: $ids) { id archivedAt } }`,
  awards: `query awards($badgeId: ID!, $search: String, $first: Int, $offset: Int) {
    badgeAwards(badgeId: $badgeId, search: $search, first: $first, offset: $offset) {
      total hasMore items { id userId userName username awardedAt revokedAt revokedReason revokedBy } } }`,
  revoke: `mutation revoke($id: ID!, $reason: String!) { revokeBadgeAward(id: $id, reason: $reason) {
    id revokedAt revokedReason revokedBy } }`,
} as const;

export const design = (over: Record<string, unknown> = {}) => ({
  shape: 'shield',
  colour: '#1D4ED8',
  icon: 'trophy',
  text: '10×',
  ...over,
});

export const systemBadge = (name: string, extra: Record<string, unknown> = {}) => ({
  kind: 'SYSTEM',
  rule: 'LOGIN_COUNT',
  threshold: 10,
  name,
  description: `About ${name}`,
  criteria: 'Sign in ten times.',
  design: design(),
  ...extra,
});

export type SavedBadge = {
  id: string;
  kind: string;
  rule: string;
  threshold: number | null;
  mediaId: string | null;
  pathId: string | null;
  subjectTitle: string | null;
  name: string;
  criteria: string;
  translations: Array<{ locale: string; name: string | null }>;
  imageFileId: string | null;
  imageUrl: string | null;
  design: { shape: string; colour: string; icon: string; text: string } | null;
  awardCount: number;
  revokedCount: number;
  archivedAt: string | null;
  updatedAt: string;
};
