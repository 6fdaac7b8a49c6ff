import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CatalogueSort, LearningStatus, MediaType } from '../../graphql/generated';

// Messages of the learner screens; texts live in public/assets/i18n under `learning.`.
const plain = defineMessages({
  loading: { id: 'learning.loading' },
  loadError: { id: 'learning.loadError' },
  retry: { id: 'learning.retry' },
  notRated: { id: 'learning.notRated' },
  start: { id: 'learning.start' },
  continue: { id: 'learning.continue' },
  openAgain: { id: 'learning.openAgain' },
  assigned: { id: 'learning.assigned' },
  mediaFilter: { id: 'learning.media.filter' },
  mediaFilterAll: { id: 'learning.media.filter.all' },
  mediaFilterOpen: { id: 'learning.media.filter.open' },
  mediaFilterDone: { id: 'learning.media.filter.done' },
  mediaEmpty: { id: 'learning.media.empty' },
  mediaEmptyFiltered: { id: 'learning.media.emptyFiltered' },
  toCatalogue: { id: 'learning.media.toCatalogue' },
  search: { id: 'learning.catalogue.search' },
  searchHint: { id: 'learning.catalogue.searchHint' },
  filters: { id: 'learning.catalogue.filters' },
  category: { id: 'learning.catalogue.category' },
  type: { id: 'learning.catalogue.type' },
  language: { id: 'learning.catalogue.language' },
  durationFilter: { id: 'learning.catalogue.duration' },
  any: { id: 'learning.catalogue.any' },
  durationShort: { id: 'learning.catalogue.durationShort' },
  durationMedium: { id: 'learning.catalogue.durationMedium' },
  durationLong: { id: 'learning.catalogue.durationLong' },
  sort: { id: 'learning.catalogue.sort' },
  catalogueEmpty: { id: 'learning.catalogue.empty' },
  noResults: { id: 'learning.catalogue.noResults' },
  clear: { id: 'learning.catalogue.clear' },
  previous: { id: 'learning.catalogue.previous' },
  next: { id: 'learning.catalogue.next' },
  back: { id: 'learning.detail.back' },
  detailNotFound: { id: 'learning.detail.notFound' },
  enrol: { id: 'learning.detail.enrol' },
  enrolling: { id: 'learning.detail.enrolling' },
  enrolled: { id: 'learning.detail.enrolled' },
  enrolError: { id: 'learning.detail.enrolError' },
  leadsTo: { id: 'learning.detail.leadsTo' },
  leadsToEmpty: { id: 'learning.detail.leadsToEmpty' },
  playerBack: { id: 'learning.player.back' },
  playerNotFound: { id: 'learning.player.notFound' },
  contentUnavailable: { id: 'learning.player.contentUnavailable' },
  finished: { id: 'learning.player.finished' },
  saveIdle: { id: 'learning.save.idle' },
  saveSaving: { id: 'learning.save.saving' },
  saveSaved: { id: 'learning.save.saved' },
  saveOffline: { id: 'learning.save.offline' },
  saveRefused: { id: 'learning.save.refused' },
  saveRetry: { id: 'learning.save.retry' },
  videoSaveFailed: { id: 'learning.video.saveFailed' },
  markDone: { id: 'learning.pdf.markDone' },
  marking: { id: 'learning.pdf.marking' },
  done: { id: 'learning.pdf.done' },
  markFailed: { id: 'learning.pdf.markFailed' },
  openPdf: { id: 'learning.pdf.openNewTab' },
  openLink: { id: 'learning.link.open' },
  linkQuestion: { id: 'learning.link.question' },
  linkConfirm: { id: 'learning.link.confirm' },
  linkNotYet: { id: 'learning.link.notYet' },
  ratedHeading: { id: 'learning.ratings.rated' },
  unratedHeading: { id: 'learning.ratings.unrated' },
  ratingsEmpty: { id: 'learning.ratings.empty' },
  stars: { id: 'learning.ratings.stars' },
  comment: { id: 'learning.ratings.comment' },
  saveRating: { id: 'learning.ratings.save' },
  cancel: { id: 'learning.ratings.cancel' },
  ratingInvalid: { id: 'learning.ratings.invalid' },
  ratingSaveFailed: { id: 'learning.ratings.saveFailed' },
  ratingDeleteFailed: { id: 'learning.ratings.deleteFailed' },
  unitsEmpty: { id: 'learning.units.empty' },
  unitInactive: { id: 'learning.units.inactive' },
  unitGeneral: { id: 'learning.units.general' },
  continueHeading: { id: 'learning.dashboard.continue' },
  continueEmpty: { id: 'learning.dashboard.continueEmpty' },
  dueSoonHeading: { id: 'learning.dashboard.dueSoon' },
  dueSoonEmpty: { id: 'learning.dashboard.dueSoonEmpty' },
  recommendationsHeading: { id: 'learning.dashboard.recommendations' },
  recommendationsEmpty: { id: 'learning.dashboard.recommendationsEmpty' },
});

// Messages with placeholders, typed so a missing or misspelt value fails the type check.
const withValues = defineMessages<{
  duration: { minutes: number };
  rating: { rating: number; count: number };
  progress: { progress: number };
  score: { score: number };
  due: { date: string };
  results: { total: number };
  pageRange: { from: number; to: number; total: number };
  frameTitle: { title: string };
  watched: { share: number };
  starsValue: { stars: number };
  rate: { title: string };
  editRating: { title: string };
  deleteRating: { title: string };
}>({
  duration: { id: 'learning.duration' },
  rating: { id: 'learning.rating' },
  progress: { id: 'learning.progress' },
  score: { id: 'learning.score' },
  due: { id: 'learning.due' },
  results: { id: 'learning.catalogue.results' },
  pageRange: { id: 'learning.catalogue.pageRange' },
  frameTitle: { id: 'learning.player.frameTitle' },
  watched: { id: 'learning.video.watched' },
  starsValue: { id: 'learning.ratings.starsValue' },
  rate: { id: 'learning.ratings.rate' },
  editRating: { id: 'learning.ratings.edit' },
  deleteRating: { id: 'learning.ratings.delete' },
});

export const m = { ...plain, ...withValues };

export const statusMessages: Record<LearningStatus, MessageDescriptor> = defineMessages({
  NOT_ATTEMPTED: { id: 'learning.status.NOT_ATTEMPTED' },
  INCOMPLETE: { id: 'learning.status.INCOMPLETE' },
  COMPLETED: { id: 'learning.status.COMPLETED' },
  PASSED: { id: 'learning.status.PASSED' },
  FAILED: { id: 'learning.status.FAILED' },
});

export const typeMessages: Record<MediaType, MessageDescriptor> = defineMessages({
  SCORM: { id: 'learning.type.SCORM' },
  VIDEO: { id: 'learning.type.VIDEO' },
  PDF: { id: 'learning.type.PDF' },
  LINK: { id: 'learning.type.LINK' },
});

export const sortMessages: Record<CatalogueSort, MessageDescriptor> = defineMessages({
  RELEVANCE: { id: 'learning.sort.RELEVANCE' },
  TITLE: { id: 'learning.sort.TITLE' },
  NEWEST: { id: 'learning.sort.NEWEST' },
  RATING: { id: 'learning.sort.RATING' },
  DURATION: { id: 'learning.sort.DURATION' },
});
