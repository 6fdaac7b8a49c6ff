// The player's rules over a SCORM organisation's items: play order, next/previous, where to start,
// each SCO's state from what it reported, prerequisites evaluated as the server does, the outline.
import { describe, expect, it } from 'vitest';
import { withPendingState, type LaunchMedium } from '../../src/machines/learning/learningActors';
import {
  courseOf,
  nextItem,
  playOrder,
  previousItem,
  startItemOf,
  startStateOf,
  toCourseItem,
  type CourseItem,
} from '../../src/services/scormCourse';
import { withCmi, withEnterable, withLocalRecords } from '../../src/services/scormItemState';
import { lockReason, outlineTree, prerequisiteShape, statusOf } from '../../src/services/scormOutline';
import { parsePrerequisites } from '../../src/schemas/scormPrerequisites';
import { myMedium } from '../machines/learning/fixtures';
import { courseLaunch, launchItem } from '../machines/learning/scormCourseFixtures';

/** The project's multi-SCO test package's organisation (tests/support/multiScoPackage.ts), as launched. */
const items: CourseItem[] = [
  launchItem('intro'),
  launchItem('module1', { kind: 'CONTAINER', url: null }),
  launchItem('lesson1', { parentIdentifier: 'module1', depth: 1, prerequisites: 'intro', enterable: false }),
  launchItem('quiz1', {
    parentIdentifier: 'module1',
    depth: 1,
    prerequisites: 'intro & lesson1',
    enterable: false,
    masteryScore: 80,
  }),
  launchItem('glossary', { parentIdentifier: 'module1', depth: 1, kind: 'ASSET' }),
  launchItem('module2', { kind: 'CONTAINER', url: null }),
  launchItem('remedial', { parentIdentifier: 'module2', depth: 1, prerequisites: '~quiz1' }),
  launchItem('quiz2', {
    parentIdentifier: 'module2',
    depth: 1,
    prerequisites: '(quiz1 | remedial) & intro',
    enterable: false,
  }),
  launchItem('survey', { parentIdentifier: 'module2', depth: 1, isVisible: false }),
].map(toCourseItem);

const ids = (list: readonly { identifier: string }[] | undefined) => list?.map((i) => i.identifier);
const find = (list: readonly CourseItem[], id: string) => list.find((i) => i.identifier === id)!;
const withStatus = (list: CourseItem[], statuses: Record<string, Partial<CourseItem>>) =>
  withEnterable(list.map((i) => ({ ...i, ...statuses[i.identifier] })));

describe('play order and moving between SCOs', () => {
  it('plays SCOs and assets in document order, hidden ones included, never containers', () => {
    expect(ids(playOrder(items))).toEqual([
      'intro',
      'lesson1',
      'quiz1',
      'glossary',
      'remedial',
      'quiz2',
      'survey',
    ]);
  });

  it('next and previous pass over containers and what cannot be entered, and reach hidden items', () => {
    expect(nextItem(items, 'intro')?.identifier).toBe('glossary');
    expect(previousItem(items, 'glossary')?.identifier).toBe('intro');
    expect(nextItem(items, 'remedial')?.identifier).toBe('survey');
    expect(previousItem(items, 'survey')?.identifier).toBe('remedial');
    expect(nextItem(items, 'survey')).toBeUndefined();
    expect(previousItem(items, 'intro')).toBeUndefined();
    expect(nextItem(items, 'module1')).toBeUndefined();
    const later = withStatus(items, { intro: { lessonStatus: 'completed' } });
    expect(nextItem(later, 'intro')?.identifier).toBe('lesson1');
  });

  it('starts at the launch start item when it can be entered, else at the first that can', () => {
    expect(startItemOf({ items, startItem: 'remedial' })?.identifier).toBe('remedial');
    expect(startItemOf({ items, startItem: 'quiz1' })?.identifier).toBe('intro');
    expect(startItemOf({ items, startItem: null })?.identifier).toBe('intro');
    expect(
      startItemOf({ items: items.map((i) => ({ ...i, enterable: false })), startItem: null }),
    ).toBeUndefined();
  });

  it('gives each SCO its own start state, with the manifest values the runtime exposes', () => {
    const quiz2 = { ...find(items, 'quiz2'), maxTimeAllowed: '0000:30:00', timeLimitAction: 'exit,message' };
    expect(startStateOf({ studentId: 'u', studentName: 'L', credit: 'credit' }, quiz2)).toMatchObject({
      entry: 'ab-initio',
      lessonStatus: 'not attempted',
      maxTimeAllowed: '0000:30:00',
      timeLimitAction: 'exit,message',
      launchData: null,
    });
  });

  it('makes a launch without items one SCO at the medium address, whose commits carry no scoId', () => {
    const course = courseOf(
      courseLaunch({ items: [], lessonLocation: 'p2', entry: 'resume' }),
      '/x.html',
      'Golf',
    );
    expect(course.items).toHaveLength(1);
    expect(course.items[0]).toMatchObject({
      scoId: null,
      url: '/x.html',
      title: 'Golf',
      lessonLocation: 'p2',
    });
    expect(startItemOf(course)?.url).toBe('/x.html');
  });
});

describe('state from what a SCO reported', () => {
  it('takes status, bookmark, suspend data, total time and score; resumes only after a suspend', () => {
    const left = withCmi(find(items, 'quiz1'), {
      core: {
        lesson_status: 'incomplete',
        lesson_location: 'q2',
        exit: 'suspend',
        total_time: '00:02:00',
        score: { raw: '40' },
      },
      suspend_data: 'a=1',
    });
    expect(left).toMatchObject({
      lessonStatus: 'incomplete',
      lessonLocation: 'q2',
      suspendData: 'a=1',
      totalTime: '00:02:00',
      scoreRaw: 40,
      entry: 'resume',
    });
    expect(withCmi(left, { core: { lesson_status: 'completed', exit: '' } })).toMatchObject({
      entry: '',
      lessonLocation: 'q2',
      scoreRaw: 40,
    });
  });

  it('lays unsent records over their own SCOs, oldest first, and starts where the learner was last', () => {
    const course = withLocalRecords({ items, startItem: 'intro' }, [
      { scoId: 'lesson1', committedAt: '2026-01-01T10:05:00Z', cmi: { core: { lesson_location: 'l2' } } },
      { scoId: 'intro', committedAt: '2026-01-01T10:00:00Z', cmi: { core: { lesson_status: 'completed' } } },
      { committedAt: '2026-01-01T09:00:00Z', cmi: { core: { lesson_location: 'first' } } },
      { scoId: 'gone', committedAt: '2026-01-01T11:00:00Z', cmi: { core: { lesson_status: 'passed' } } },
    ]);
    expect(find(course.items, 'intro')).toMatchObject({ lessonStatus: 'completed', lessonLocation: 'first' });
    expect(find(course.items, 'lesson1')).toMatchObject({ lessonLocation: 'l2', enterable: true });
    expect(course.startItem).toBe('lesson1');
  });

  it('lays only records of the course package (or of none) over it: another version has other items', () => {
    const record = (packageId: string | undefined, location: string, at: string) => ({
      scoId: 'intro',
      ...(packageId ? { packageId } : {}),
      committedAt: `2026-01-01T10:0${at}:00Z`,
      cmi: { core: { lesson_location: location } },
    });
    const records = [record('p-1', 'old', '1'), record('p-2', 'new', '2'), record(undefined, 'any', '0')];
    expect(find(withLocalRecords({ items, startItem: null }, records, 'p-2').items, 'intro')).toMatchObject({
      lessonLocation: 'new',
    });
    expect(find(withLocalRecords({ items, startItem: null }, records, 'p-1').items, 'intro')).toMatchObject({
      lessonLocation: 'old',
    });
    const other = withLocalRecords({ items, startItem: null }, [record('p-1', 'old', '1')], 'p-2');
    expect(find(other.items, 'intro').lessonLocation).toBe('');
    expect(other.startItem).toBeNull();
  });

  it('lays them over the launch the player loads, per SCO or (without items) over the launch itself', () => {
    const medium = (scorm: ReturnType<typeof courseLaunch>): LaunchMedium => ({
      ...myMedium('m-1'),
      launch: { type: 'SCORM', url: '/p/index.html', scorm: { ...scorm, items: scorm.items ?? [] } as never },
    });
    const record = {
      hash: 'h',
      mediaId: 'm-1',
      scoId: 'lesson1',
      committedAt: '2026-01-01T10:00:00Z',
      cmi: { core: { lesson_location: 'p4', exit: 'suspend' } },
    };
    const multi = withPendingState(medium(courseLaunch()), [record]).launch.scorm!;
    expect(multi.startItem).toBe('lesson1');
    expect(multi.items.find((i) => i.identifier === 'lesson1')).toMatchObject({
      lessonLocation: 'p4',
      entry: 'resume',
    });
    const single = withPendingState(medium(courseLaunch({ items: [] })), [{ ...record, scoId: undefined }])
      .launch.scorm!;
    expect(single).toMatchObject({ lessonLocation: 'p4', entry: 'resume' });
  });
});

describe('prerequisites, as the server reads them', () => {
  it('parses & | ~ and parentheses, ~ binding tightest, then &, then |', () => {
    expect(parsePrerequisites('a | b & ~c')).toEqual({
      op: 'or',
      operands: [
        { op: 'item', identifier: 'a' },
        {
          op: 'and',
          operands: [
            { op: 'item', identifier: 'b' },
            { op: 'not', operand: { op: 'item', identifier: 'c' } },
          ],
        },
      ],
    });
    expect(parsePrerequisites('(a | b) & c')?.op).toBe('and');
    for (const unsupported of ['', 'a &', '(a', 'a b', '2*{a,b}', 'a=passed', 'a/b'])
      expect(parsePrerequisites(unsupported), unsupported).toBeNull();
  });

  it('tells how a lock explains itself', () => {
    const shape = (text: string) => prerequisiteShape(parsePrerequisites(text)!);
    expect([
      shape('a'),
      shape('a & b'),
      shape('a | b'),
      shape('~a'),
      shape('~a & ~b'),
      shape('(a | b) & c'),
    ]).toEqual(['all', 'all', 'any', 'none', 'none', 'other']);
  });

  it('opens and locks items from the states the player knows, passed or failed by the mastery score', () => {
    const after = (statuses: Record<string, Partial<CourseItem>>) =>
      withStatus(items, statuses)
        .filter((i) => i.enterable)
        .map((i) => i.identifier);
    expect(after({ intro: { lessonStatus: 'passed' }, lesson1: { lessonStatus: 'completed' } })).toEqual(
      expect.arrayContaining(['lesson1', 'quiz1', 'remedial']),
    );
    // quiz1 completed below its mastery score of 80 is failed: the refresher stays open, quiz2 too (via it).
    const failed = after({
      intro: { lessonStatus: 'completed' },
      quiz1: { lessonStatus: 'completed', scoreRaw: 70 },
    });
    expect(failed).toContain('remedial');
    expect(statusOf({ ...find(items, 'quiz1'), lessonStatus: 'completed', scoreRaw: 70 })).toBe('FAILED');
    const passed = after({
      intro: { lessonStatus: 'completed' },
      quiz1: { lessonStatus: 'completed', scoreRaw: 90 },
    });
    expect(passed).not.toContain('remedial');
    expect(passed).toContain('quiz2');
  });

  it('reads a container as met once everything below it is, and keeps the server answer for what it ignores', () => {
    const list = [
      ...items,
      launchItem('final', { prerequisites: 'module1', enterable: false }),
      launchItem('odd', { prerequisites: 'nowhere & intro', enterable: true }),
      launchItem('rich', { prerequisites: '2*{intro,lesson1}', enterable: true }),
    ].map((i) => toCourseItem(i as never));
    const done = { lessonStatus: 'completed' };
    const open = (statuses: Record<string, Partial<CourseItem>>) =>
      withStatus(list, statuses)
        .filter((i) => i.enterable)
        .map((i) => i.identifier);
    expect(open({})).toEqual(expect.arrayContaining(['odd', 'rich']));
    expect(open({})).not.toContain('final');
    expect(open({ lesson1: done, quiz1: done })).not.toContain('final');
    expect(open({ lesson1: done, quiz1: done, glossary: done })).toContain('final');
  });
});

describe('the outline', () => {
  it('lists visible items under their containers; a hidden item is left out with what it contains', () => {
    const tree = outlineTree([
      ...items,
      toCourseItem(launchItem('extras', { kind: 'CONTAINER', url: null, isVisible: false })),
      toCourseItem(launchItem('bonus', { parentIdentifier: 'extras', depth: 1 })),
    ]);
    expect(tree.map((n) => n.item.identifier)).toEqual(['intro', 'module1', 'module2']);
    expect(tree[1]!.children.map((n) => n.item.identifier)).toEqual(['lesson1', 'quiz1', 'glossary']);
    expect(tree[2]!.children.map((n) => n.item.identifier)).toEqual(['remedial', 'quiz2']);
  });

  it('says why an item is locked, by the titles of the items it waits for', () => {
    const titled = items.map((i) => ({ ...i, title: i.identifier.toUpperCase() }));
    const words = {
      item: (title: string) => `'${title}'`,
      all: (parts: string[]) => parts.join(' and '),
      any: (parts: string[]) => parts.join(' or '),
      not: (part: string) => `not ${part}`,
    };
    expect(lockReason(find(titled, 'quiz1'), titled)).toMatchObject({
      shape: 'all',
      titles: ['INTRO', 'LESSON1'],
    });
    const quiz2 = lockReason(find(titled, 'quiz2'), titled)!;
    expect(quiz2.shape).toBe('other');
    expect(quiz2.condition(words)).toBe("('QUIZ1' or 'REMEDIAL') and 'INTRO'");
    const mixed = lockReason(
      { ...find(titled, 'quiz2'), prerequisites: 'intro & ~quiz1 & ~(lesson1 | remedial)' },
      titled,
    )!;
    expect(mixed.condition(words)).toBe("'INTRO' and not 'QUIZ1' and not ('LESSON1' or 'REMEDIAL')");
    expect(lockReason(find(titled, 'intro'), titled)).toBeNull();
  });

  it("shows each SCO's status in the platform's words", () => {
    const status = (lessonStatus: string) => statusOf({ ...find(items, 'intro'), lessonStatus });
    expect(['not attempted', 'browsed', 'incomplete', 'completed', 'passed', 'failed'].map(status)).toEqual([
      'NOT_ATTEMPTED',
      'INCOMPLETE',
      'INCOMPLETE',
      'COMPLETED',
      'PASSED',
      'FAILED',
    ]);
  });
});
