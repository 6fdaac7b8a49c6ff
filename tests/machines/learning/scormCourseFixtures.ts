// Test data of the multi-SCO SCORM player: a launch as the API answers it, with items in document
// order (a SCO, a container with a SCO behind a prerequisite and a hidden SCO), and helpers to build
// others.
import type { LaunchItemLike, ScormLaunchLike } from '../../../src/services/scormCourse';

export const PACKAGE = '/files/scorm/0b5c3f4e-8a51-4c8e-9d43-3e0f4b1a2c77';

const fresh = {
  lessonStatus: 'not attempted',
  lessonLocation: '',
  suspendData: '',
  entry: 'ab-initio',
  totalTime: '0000:00:00',
  scoreRaw: null,
};

export const launchItem = (identifier: string, extra: Partial<LaunchItemLike> = {}): LaunchItemLike => ({
  identifier,
  parentIdentifier: null,
  title: identifier.replace(/^./, (c) => c.toUpperCase()),
  depth: 0,
  kind: 'SCO',
  url: `${PACKAGE}/${identifier}.html`,
  isVisible: true,
  prerequisites: null,
  enterable: true,
  masteryScore: null,
  maxTimeAllowed: null,
  timeLimitAction: null,
  dataFromLms: null,
  ...fresh,
  ...extra,
});

export const courseItems: LaunchItemLike[] = [
  launchItem('intro', { dataFromLms: 'start=1' }),
  launchItem('module1', { kind: 'CONTAINER', url: null, title: 'Module 1' }),
  launchItem('lesson1', {
    parentIdentifier: 'module1',
    depth: 1,
    prerequisites: 'intro',
    enterable: false,
    masteryScore: 80,
    url: `${PACKAGE}/lesson.html?lesson=1`,
  }),
  launchItem('survey', { parentIdentifier: 'module1', depth: 1, isVisible: false }),
];

export const courseLaunch = (extra: Partial<ScormLaunchLike> = {}): ScormLaunchLike => ({
  studentId: 'u-1',
  studentName: 'Learner, Lea',
  credit: 'credit',
  ...fresh,
  items: courseItems,
  startItem: 'intro',
  ...extra,
});
