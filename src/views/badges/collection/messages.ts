import { defineMessages } from 'react-intl';
import type { BadgeKind } from '../../../graphql/generated';

// Messages of the badge collection and the live badge notice; texts live in public/assets/i18n under
// `badgeCollection.`.
export const bm = defineMessages({
  earnedHeading: { id: 'badgeCollection.earnedHeading' },
  openHeading: { id: 'badgeCollection.openHeading' },
  loading: { id: 'badgeCollection.loading' },
  loadError: { id: 'badgeCollection.loadError' },
  refreshError: { id: 'badgeCollection.refreshError' },
  retry: { id: 'badgeCollection.retry' },
  empty: { id: 'badgeCollection.empty' },
  earnedEmpty: { id: 'badgeCollection.earnedEmpty' },
  openEmpty: { id: 'badgeCollection.openEmpty' },
  revoked: { id: 'badgeCollection.revoked' },
  details: { id: 'badgeCollection.details' },
  detailsOpen: { id: 'badgeCollection.detailsOpen' },
  description: { id: 'badgeCollection.description' },
  criteria: { id: 'badgeCollection.criteria' },
  progress: { id: 'badgeCollection.progress' },
  downloads: { id: 'badgeCollection.downloads' },
  downloadsHint: { id: 'badgeCollection.downloadsHint' },
  revokedNoDownloads: { id: 'badgeCollection.revokedNoDownloads' },
  close: { id: 'badgeCollection.close' },
  mediumOpen: { id: 'badgeCollection.progress.mediumOpen' },
  mediumDone: { id: 'badgeCollection.progress.mediumDone' },
  noticeLabel: { id: 'badgeCollection.notice.label' },
  noticeOpen: { id: 'badgeCollection.notice.open' },
  noticeDismiss: { id: 'badgeCollection.notice.dismiss' },
});

export const bmWithValues = {
  ...defineMessages<{ awardedOn: { date: string } }>({ awardedOn: { id: 'badgeCollection.awardedOn' } }),
  ...defineMessages<{ revokedReason: { reason: string } }>({
    revokedReason: { id: 'badgeCollection.revokedReason' },
  }),
  ...defineMessages<{ detailsLabel: { action: string; name: string } }>({
    detailsLabel: { id: 'badgeCollection.detailsLabel' },
  }),
  ...defineMessages<{ logins: { current: number; target: number } }>({
    logins: { id: 'badgeCollection.progress.logins' },
  }),
  ...defineMessages<{ completions: { current: number; target: number } }>({
    completions: { id: 'badgeCollection.progress.completions' },
  }),
  ...defineMessages<{ path: { current: number } }>({ path: { id: 'badgeCollection.progress.path' } }),
  ...defineMessages<{ noticeText: { name: string } }>({ noticeText: { id: 'badgeCollection.notice.text' } }),
  ...defineMessages<{ noticeMore: { count: number } }>({ noticeMore: { id: 'badgeCollection.notice.more' } }),
};

export const kindMessages: Record<BadgeKind, { id: string }> = defineMessages({
  SYSTEM: { id: 'badgeCollection.kind.SYSTEM' },
  COURSE: { id: 'badgeCollection.kind.COURSE' },
});

/** Where the collection is. */
export const COLLECTION_HREF = '/badges-collection';

export const downloadMessages = defineMessages({
  json: { id: 'badgeCollection.download.json' },
  jwt: { id: 'badgeCollection.download.jwt' },
  png: { id: 'badgeCollection.download.png' },
  svg: { id: 'badgeCollection.download.svg' },
  v2Png: { id: 'badgeCollection.download.v2Png' },
});
