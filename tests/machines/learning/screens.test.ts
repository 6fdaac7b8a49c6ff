// Model-based tests of the learner screens' machines: every transition, both sides of every guard.
import { describe, it } from 'vitest';
import { catalogueMachine } from '../../../src/machines/learning/catalogueMachine';
import { launchMachine } from '../../../src/machines/learning/launchMachine';
import { learnerDashboardMachine } from '../../../src/machines/learning/learnerDashboardMachine';
import { linkPlayerMachine } from '../../../src/machines/learning/linkPlayerMachine';
import { mediumDetailMachine } from '../../../src/machines/learning/mediumDetailMachine';
import { myMediaMachine } from '../../../src/machines/learning/myMediaMachine';
import { myUnitsMachine } from '../../../src/machines/learning/myUnitsMachine';
import { pathViewMachine } from '../../../src/machines/learning/pathViewMachine';
import { pdfPlayerMachine } from '../../../src/machines/learning/pdfPlayerMachine';
import { ratingsMachine } from '../../../src/machines/learning/ratingsMachine';
import { videoPlayerMachine } from '../../../src/machines/learning/videoPlayerMachine';
import { api, item, myMedium, news, pathSummary } from './fixtures';
import { expectFullCoverage } from '../support/expectFullCoverage';

const detail = { item: item('m-1'), myMedium: null, leadsTo: [] };

describe('learning machines (model-based)', () => {
  it('launchMachine', () =>
    expectFullCoverage({
      machine: launchMachine,
      inputs: [{ api, mediaId: 'm-1' }],
      outputs: {
        loadMyMedium: [
          { ...myMedium('m-1'), launch: { type: 'PDF', url: '/x.pdf' } },
          { ...myMedium('m-1'), launch: { type: 'SCORM', url: '/files/scorm/p/index.html' } },
          null,
        ],
        loadMyStatus: [myMedium('m-1', { status: 'PASSED' }), null],
      },
      events: [
        { type: 'launch.retry' },
        { type: 'launch.progressed', status: 'COMPLETED' },
        { type: 'launch.progressed', status: 'INCOMPLETE' },
        { type: 'launch.saved' },
      ],
    }));

  it('myMediaMachine', () =>
    expectFullCoverage({
      machine: myMediaMachine,
      inputs: [{ api }],
      outputs: {
        loadMyLearning: [{ media: [myMedium('m-1')], paths: [pathSummary('p-1')] }],
        refreshMyLearning: [{ media: [], paths: [pathSummary('p-2')] }],
      },
      events: [
        { type: 'myMedia.retry' },
        { type: 'myMedia.filter', statuses: ['COMPLETED'] },
        { type: 'assignments.noticed' },
      ],
    }));

  it('catalogueMachine', () =>
    expectFullCoverage({
      machine: catalogueMachine,
      inputs: [{ api }],
      outputs: {
        loadCatalogue: [
          { items: [item('m-1')], paths: [pathSummary('p-1').path], total: 30, offset: 0, hasMore: true },
        ],
        loadCategories: [[{ id: 'c-1', name: 'Security', parentId: null }]],
        loadRecommendations: [[]],
      },
      events: [
        { type: 'catalogue.search', text: 'phish' },
        { type: 'catalogue.filter', filter: { types: ['PDF'] } },
        { type: 'catalogue.sort', sort: 'NEWEST' },
        { type: 'catalogue.page', offset: 12 },
        { type: 'catalogue.clear' },
        { type: 'catalogue.retry' },
      ],
    }));

  it('mediumDetailMachine', () =>
    expectFullCoverage({
      machine: mediumDetailMachine,
      inputs: [{ api, id: 'm-1' }],
      outputs: {
        loadCatalogueItem: [detail, { ...detail, myMedium: myMedium('m-1') }, null],
        enrol: [myMedium('m-1')],
      },
      events: [{ type: 'detail.retry' }, { type: 'detail.enrol' }],
    }));

  it('videoPlayerMachine', () =>
    expectFullCoverage({
      machine: videoPlayerMachine,
      inputs: [{ api, mediaId: 'm-1', resumeAt: 12, status: 'INCOMPLETE', watchedShare: 0.4 }],
      outputs: {
        recordVideoProgress: [
          {
            ...myMedium('m-1', { status: 'COMPLETED' }),
            launch: { videoPositionSeconds: 60, videoWatchedShare: 0.95 },
          },
        ],
      },
      events: [
        { type: 'video.progress', position: 60, duration: 100, ranges: [[12, 60]] },
        { type: 'video.pause' },
        { type: 'video.ended' },
      ],
    }));

  it('pdfPlayerMachine', () =>
    expectFullCoverage({
      machine: pdfPlayerMachine,
      inputs: [
        { api, mediaId: 'm-1', status: 'NOT_ATTEMPTED' },
        { api, mediaId: 'm-1', status: 'COMPLETED' },
      ],
      outputs: { markMediumDone: [myMedium('m-1', { status: 'COMPLETED' })] },
      events: [{ type: 'pdf.reachedEnd' }, { type: 'pdf.markDone' }],
    }));

  it('linkPlayerMachine', () =>
    expectFullCoverage({
      machine: linkPlayerMachine,
      inputs: [
        { api, mediaId: 'm-1', status: 'NOT_ATTEMPTED' },
        { api, mediaId: 'm-1', status: 'PASSED' },
      ],
      outputs: { markMediumDone: [myMedium('m-1', { status: 'COMPLETED' })] },
      events: [{ type: 'link.opened' }, { type: 'link.confirm' }, { type: 'link.notYet' }],
    }));

  it('ratingsMachine', () =>
    expectFullCoverage({
      machine: ratingsMachine,
      inputs: [{ api }],
      outputs: {
        loadRatings: [
          {
            ratings: [{ medium: item('m-1'), stars: 4, comment: 'Good', createdAt: 'x', updatedAt: 'x' }],
            started: [myMedium('m-1'), myMedium('m-2')],
          },
        ],
      },
      events: [
        { type: 'ratings.retry' },
        { type: 'rating.edit', mediaId: 'm-2' },
        { type: 'rating.change', stars: 5 },
        { type: 'rating.change', comment: 'x'.repeat(2001) },
        { type: 'rating.save' },
        { type: 'rating.cancel' },
        { type: 'rating.delete', mediaId: 'm-1' },
      ],
    }));

  it('pathViewMachine', () =>
    expectFullCoverage({
      machine: pathViewMachine,
      inputs: [{ api, pathId: 'p-1' }],
      outputs: {
        loadPath: [{ ...pathSummary('p-1', { enrolled: false }), sections: [] }, null],
        enrolInPath: [undefined],
      },
      events: [{ type: 'path.retry' }, { type: 'path.enrol' }],
    }));

  it('myUnitsMachine', () =>
    expectFullCoverage({
      machine: myUnitsMachine,
      inputs: [{ api }],
      outputs: { loadMyUnits: [[]] },
      events: [{ type: 'myUnits.retry' }],
    }));

  it('learnerDashboardMachine', () =>
    expectFullCoverage({
      machine: learnerDashboardMachine,
      inputs: [{ api }],
      outputs: {
        loadDashboard: [{ myMedia: [], paths: [pathSummary('p-1')], recommendations: [] }],
        refreshDashboard: [{ myMedia: [myMedium('m-1')], paths: [], recommendations: [] }],
        loadNews: [[news('n-1')]],
      },
      events: [
        { type: 'dashboard.retry' },
        { type: 'assignments.noticed' },
        { type: 'news.retry' },
        { type: 'news.open', id: 'n-1' },
        { type: 'news.open', id: 'unknown' },
        { type: 'news.close' },
        { type: 'news.published', item: news('n-2', '2026-02-01T08:00:00.000Z') },
      ],
    }));
});
