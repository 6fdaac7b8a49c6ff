// Prerequisites (AICC script) and the roll-up of a medium from its SCOs, as pure functions.
import { describe, expect, it } from 'vitest';
import {
  canStillEnter,
  isEnterable,
  parsePrerequisites,
  prerequisiteProblem,
} from '../../../src/schemas/scormPrerequisites';
import { singleSco, type PlayableItem } from '../../../server/api/scorm/items';
import {
  enterable,
  reportedLessonStatus,
  requiredItems,
  rollUp,
  startItem,
  type Judge,
  type ScoState,
} from '../../../server/api/scorm/rollup';

const known = new Set(['a', 'b', 'c', 'd']);
const metOf = (met: string[]) => (id: string) => met.includes(id);

describe('prerequisites', () => {
  it.each([
    ['a', [], false],
    ['a', ['a'], true],
    ['a & b', ['a'], false],
    ['a & b', ['a', 'b'], true],
    ['a | b', ['b'], true],
    ['a | b', [], false],
    ['~a', [], true],
    ['~a', ['a'], false],
    ['~~a', ['a'], true],
    ['a & b | c', ['c'], true],
    ['a & (b | c)', ['c'], false],
    ['a & (b | c)', ['a', 'c'], true],
    ['~(a | b) & c', ['c'], true],
    ['~(a | b) & c', ['b', 'c'], false],
  ])('"%s" with %j met is %s', (script, met, expected) => {
    expect(isEnterable(script, known, metOf(met))).toBe(expected);
  });

  it.each(['', 'a &', '(a | b', 'a b', 'a=passed', '2*{a,b,c}', '| a', '()'])(
    '"%s" is not the supported form: ignored, the item can be entered',
    (script) => {
      if (script !== '') expect(prerequisiteProblem(script, known)).toEqual({ kind: 'unsupported' });
      expect(parsePrerequisites(script)).toBeNull();
      expect(isEnterable(script, known, metOf([]))).toBe(true);
    },
  );

  it('ignores a script naming an unknown item instead of locking the item for ever', () => {
    expect(prerequisiteProblem('a & zz', known)).toEqual({ kind: 'unknown', identifiers: ['zz'] });
    expect(isEnterable('a & zz', known, metOf([]))).toBe(true);
  });

  it('knows when a script can never become true again (what is met stays met)', () => {
    expect(canStillEnter('~a', known, metOf([]))).toBe(true);
    expect(canStillEnter('~a', known, metOf(['a']))).toBe(false);
    expect(canStillEnter('a & ~b', known, metOf(['b']))).toBe(false);
    expect(canStillEnter('~b | c', known, metOf(['b']))).toBe(true);
    expect(canStillEnter('a & b', known, metOf([]))).toBe(true);
    expect(canStillEnter('~(a & b)', known, metOf(['a']))).toBe(true);
    expect(canStillEnter('~(a & b)', known, metOf(['a', 'b']))).toBe(false);
  });
});

const item = (identifier: string, extra: Partial<PlayableItem> = {}): PlayableItem => ({
  ...singleSco(identifier, `/x/${identifier}.html`, null),
  identifier,
  ...extra,
});
const items = [
  item('a'),
  item('box', { kind: 'CONTAINER', url: null, position: 1 }),
  item('b', { parentIdentifier: 'box', depth: 1, position: 2, prerequisites: 'a', masteryScore: 80 }),
  item('x', { parentIdentifier: 'box', depth: 1, position: 3, kind: 'ASSET' }),
  item('r', { position: 4, prerequisites: '~b' }),
  item('h', { position: 5, isVisible: false }),
];
let minute = 0;
const state = (
  scoId: string,
  lessonStatus: string | null,
  scoreRaw: number | null = null,
  exit = '',
): ScoState => ({
  scoId,
  lessonStatus,
  scoreRaw,
  exit,
  committedAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)),
});
const judge = (...states: ScoState[]): Judge => ({
  items,
  states: new Map(states.map((s) => [s.scoId, s])),
  mediumMastery: null,
});
const byId = (id: string) => items.find((i) => i.identifier === id) as PlayableItem;

describe('roll-up', () => {
  it('is incomplete once started, counting a started SCO half', () => {
    expect(rollUp(judge(state('a', 'incomplete')))).toEqual({
      status: 'INCOMPLETE',
      score: null,
      progress: 12.5,
    });
  });

  it('requires every SCO, hidden ones too, but not a refresher that can no longer be entered', () => {
    const j = judge(state('a', 'completed'), state('b', 'passed', 90));
    expect(requiredItems(j).map((i) => i.identifier)).toEqual(['a', 'b', 'h']);
    expect(rollUp(j)).toEqual({ status: 'INCOMPLETE', score: 90, progress: (100 * 2) / 3 });
    expect(requiredItems(judge()).map((i) => i.identifier)).toEqual(['a', 'b', 'r', 'h']);
  });

  it('is passed when all are met, one passed and every SCO with a mastery score passed', () => {
    expect(
      rollUp(judge(state('a', 'completed', 50), state('b', 'completed', 90), state('h', 'completed'))),
    ).toEqual({
      status: 'PASSED',
      score: 70,
      progress: 100,
    });
  });

  it('is completed when a SCO with a mastery score completed without a score', () => {
    expect(rollUp(judge(state('a', 'passed'), state('b', 'completed'), state('h', 'completed'))).status).toBe(
      'COMPLETED',
    );
    expect(
      rollUp(
        judge(
          state('a', 'completed'),
          state('r', 'completed'),
          state('b', 'completed'),
          state('h', 'completed'),
        ),
      ).status,
    ).toBe('COMPLETED');
  });

  it('is failed when every required SCO finished and one failed against its mastery score', () => {
    const failed = judge(
      state('a', 'completed'),
      state('b', 'completed', 40),
      state('r', 'completed'),
      state('h', 'completed'),
    );
    expect(rollUp(failed)).toMatchObject({ status: 'FAILED', score: 40 });
    expect(reportedLessonStatus(failed, byId('b'))).toBe('failed');
    expect(
      rollUp(judge(state('a', 'completed'), state('b', 'completed', 40), state('h', 'incomplete'))).status,
    ).toBe('INCOMPLETE');
  });

  it('requires the assets when the organisation has no SCO', () => {
    const assets = [item('p', { kind: 'ASSET' }), item('q', { kind: 'ASSET', position: 1 })];
    const j = (...s: ScoState[]): Judge => ({
      items: assets,
      states: new Map(s.map((x) => [x.scoId, x])),
      mediumMastery: null,
    });
    expect(rollUp(j(state('p', null)))).toMatchObject({ status: 'INCOMPLETE', progress: 50 });
    expect(rollUp(j(state('p', null), state('q', null)))).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
    });
  });

  it('judges a single SCO by the medium mastery score first', () => {
    const one = [item('only', { masteryScore: 50 })];
    const j = (mediumMastery: number | null): Judge => ({
      items: one,
      states: new Map([['only', state('only', 'completed', 60)]]),
      mediumMastery,
    });
    expect(rollUp(j(null)).status).toBe('PASSED');
    expect(rollUp(j(80)).status).toBe('FAILED');
  });
});

describe('enterable and the start item', () => {
  it('opens b once a is met, and closes the refresher once b is', () => {
    expect(enterable(judge(), byId('b'))).toBe(false);
    expect(enterable(judge(state('a', 'completed')), byId('b'))).toBe(true);
    expect(enterable(judge(), byId('r'))).toBe(true);
    expect(enterable(judge(state('b', 'passed')), byId('r'))).toBe(false);
  });

  it('starts at the first SCO, at a SCO left suspended or unfinished, else at the next one that can be entered', () => {
    expect(startItem(judge())?.identifier).toBe('a');
    expect(startItem(judge(state('a', 'completed', null, 'suspend')))?.identifier).toBe('a');
    expect(startItem(judge(state('a', 'incomplete')))?.identifier).toBe('a');
    expect(startItem(judge(state('a', 'completed')))?.identifier).toBe('b');
    // After b passed the refresher is closed: the hidden SCO comes next.
    expect(startItem(judge(state('a', 'completed'), state('b', 'passed')))?.identifier).toBe('h');
    // Wrapping round: h done last, a still open.
    expect(startItem(judge(state('b', 'passed'), state('h', 'completed')))?.identifier).toBe('a');
    // Everything met: the first SCO.
    expect(
      startItem(judge(state('a', 'completed'), state('b', 'passed'), state('h', 'completed')))?.identifier,
    ).toBe('a');
  });
});
