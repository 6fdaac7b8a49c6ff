// The one prerequisites implementation (src/schemas/scormPrerequisites.ts) the server and the player share:
// its limits, scripts built to exhaust the stack, and the "met" rule, here in the browser's environment.
import { describe, expect, it } from 'vitest';
import {
  MAX_PREREQUISITES_DEPTH,
  MAX_PREREQUISITES_LENGTH,
  evaluatePrerequisites,
  identifiersOf,
  isEnterable,
  metRule,
  parsePrerequisites,
  prerequisiteProblem,
  readPrerequisites,
  type MetItem,
  type MetState,
} from '../../src/schemas/scormPrerequisites';
import { toCourseItem } from '../../src/services/scormCourse';
import { withEnterable } from '../../src/services/scormItemState';
import { launchItem } from '../machines/learning/scormCourseFixtures';

const known = new Set(['a', 'b', 'c']);
const all = () => true;

describe('limits', () => {
  it('reads a script up to the length limit and refuses a longer one', () => {
    const chain = (n: number) => Array.from({ length: n }, (_, i) => 'abc'[i % 3]).join('&');
    expect(chain(500)).toHaveLength(999);
    expect(readPrerequisites(chain(500))).toMatchObject({ op: 'and' });
    expect(chain(501).length).toBeGreaterThan(MAX_PREREQUISITES_LENGTH);
    expect(readPrerequisites(chain(501))).toBe('tooLong');
    expect(prerequisiteProblem(chain(501), known)).toEqual({ kind: 'tooLong' });
  });

  it('reads nesting up to the depth limit and refuses deeper', () => {
    const nested = (n: number, open = '(') => `${open.repeat(n)}a${')'.repeat(open === '(' ? n : 0)}`;
    expect(parsePrerequisites(nested(MAX_PREREQUISITES_DEPTH))).toEqual({ op: 'item', identifier: 'a' });
    expect(readPrerequisites(nested(MAX_PREREQUISITES_DEPTH + 1))).toBe('tooDeep');
    expect(readPrerequisites(nested(MAX_PREREQUISITES_DEPTH, '~'))).toMatchObject({ op: 'not' });
    expect(readPrerequisites(nested(MAX_PREREQUISITES_DEPTH + 1, '~'))).toBe('tooDeep');
    // Depth counts what is open at once, not how many groups there are.
    const siblings = Array.from({ length: 80 }, () => '(a)').join('|');
    expect(readPrerequisites(siblings)).toMatchObject({ op: 'or' });
  });

  it.each([
    ['200,000 ~', `${'~'.repeat(200_000)}a`],
    ['50,000 nested (', `${'('.repeat(50_000)}a${')'.repeat(50_000)}`],
    ['a chain of 100,000 items', Array.from({ length: 100_000 }, () => 'a').join(' & ')],
  ])('%s: ignored, never a stack overflow; the item can be entered', (_what, script) => {
    expect(readPrerequisites(script)).toBe('tooLong');
    expect(isEnterable(script, known, () => false)).toBe(true);
    const items = [launchItem('a'), launchItem('b', { prerequisites: script, enterable: false })].map(
      toCourseItem,
    );
    expect(withEnterable(items).find((i) => i.identifier === 'b')?.enterable).toBe(true);
  });

  it('keeps a chain flat: one node with every operand, however long', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `i${i}`);
    const expression = parsePrerequisites(ids.join('&'));
    expect(expression).toMatchObject({ op: 'and' });
    expect(expression?.op === 'and' && expression.operands).toHaveLength(200);
    expect(identifiersOf(expression!)).toEqual(ids);
    expect(evaluatePrerequisites(expression!, all)).toBe(true);
    expect(evaluatePrerequisites(expression!, (id) => id !== 'i199')).toBe(false);
  });
});

describe('the met rule', () => {
  const items: MetItem[] = [
    { identifier: 'sco', parentIdentifier: null, kind: 'SCO' },
    { identifier: 'box', parentIdentifier: null, kind: 'CONTAINER' },
    { identifier: 'quiz', parentIdentifier: 'box', kind: 'SCO' },
    { identifier: 'inner', parentIdentifier: 'box', kind: 'CONTAINER' },
    { identifier: 'page', parentIdentifier: 'inner', kind: 'ASSET' },
    { identifier: 'empty', parentIdentifier: null, kind: 'CONTAINER' },
  ];
  const ruleWith = (states: Record<string, MetState>) =>
    metRule(items, (item) => states[item.identifier] ?? null);
  const state = (lessonStatus: string | null, scoreRaw: number | null = null, masteryScore = null) => ({
    lessonStatus,
    scoreRaw,
    masteryScore: masteryScore as number | null,
  });

  it('a SCO once completed or passed, judged against its mastery score', () => {
    expect(ruleWith({ sco: state('completed') })('sco')).toBe(true);
    expect(ruleWith({ sco: state('passed') })('sco')).toBe(true);
    expect(ruleWith({ sco: state('incomplete') })('sco')).toBe(false);
    expect(ruleWith({ sco: state('failed') })('sco')).toBe(false);
    expect(ruleWith({ sco: state(null) })('sco')).toBe(false);
    expect(ruleWith({ sco: { lessonStatus: 'completed', scoreRaw: 70, masteryScore: 80 } })('sco')).toBe(
      false,
    );
    expect(ruleWith({ sco: { lessonStatus: 'completed', scoreRaw: 80, masteryScore: 80 } })('sco')).toBe(
      true,
    );
  });

  it('an asset once launched, a container once everything below it is, an empty one never', () => {
    expect(ruleWith({})('page')).toBe(false);
    expect(ruleWith({ page: state(null) })('page')).toBe(true);
    expect(ruleWith({ page: state(null) })('box')).toBe(false);
    expect(ruleWith({ page: state(null), quiz: state('passed') })('box')).toBe(true);
    expect(ruleWith({ page: state(null), quiz: state('passed') })('inner')).toBe(true);
    expect(ruleWith({ sco: state('passed') })('empty')).toBe(false);
    expect(ruleWith({})('nowhere')).toBe(false);
  });
});
