// The path rules over the tricky cases: changes after learners started, impossible rules, dates.
import { describe, expect, it } from 'vitest';
import {
  estimatedMinutes,
  evaluatePath,
  hasBlockingProblems,
  pathProblems,
  sectionsInCycles,
  type ItemProgress,
  type PathSectionDef,
  type PathStructure,
} from '../../../src/schemas/pathRules';

const section = (id: string, items: string[], over: Partial<PathSectionDef> = {}): PathSectionDef => ({
  id,
  rule: 'ALL_ANY_ORDER',
  minCount: null,
  requires: [],
  unlockOn: null,
  items: items.map((mediaId) => ({ mediaId })),
  ...over,
});

const progress =
  (done: string[], started: string[] = []) =>
  (mediaId: string): ItemProgress | undefined =>
    done.includes(mediaId) || started.includes(mediaId)
      ? { done: done.includes(mediaId), started: started.includes(mediaId) }
      : undefined;

const today = '2026-03-01';

describe('pathProblems', () => {
  it('finds nothing wrong in a sound path', () => {
    const path = { sections: [section('a', ['m1', 'm2']), section('b', ['m3'], { requires: ['a'] })] };
    expect(pathProblems(path)).toEqual([]);
  });

  it('refuses a prerequisite on an empty section, at least 3 of 2, and a path without media', () => {
    const problems = pathProblems({
      sections: [
        section('a', []),
        section('b', ['m1', 'm2'], { rule: 'AT_LEAST', minCount: 3, requires: ['a'] }),
      ],
    });
    expect(problems).toEqual([
      { code: 'EMPTY_SECTION', severity: 'warning', sectionId: 'a', field: 'sections.0.items' },
      {
        code: 'AT_LEAST_TOO_MANY',
        severity: 'error',
        sectionId: 'b',
        field: 'sections.1.minCount',
        minCount: 3,
        itemCount: 2,
      },
      {
        code: 'PREREQUISITE_ON_EMPTY',
        severity: 'error',
        sectionId: 'b',
        field: 'sections.1.requires',
        sectionIds: ['a'],
      },
    ]);
    expect(hasBlockingProblems(problems)).toBe(true);
    expect(pathProblems({ sections: [section('a', [])] }).map((p) => p.code)).toEqual([
      'NO_ITEMS',
      'EMPTY_SECTION',
    ]);
    expect(hasBlockingProblems(pathProblems({ sections: [section('a', ['m1']), section('b', [])] }))).toBe(
      false,
    );
  });

  it('finds cycles, long and on itself, and unknown prerequisites', () => {
    const path: PathStructure = {
      sections: [
        section('a', ['m1'], { requires: ['c'] }),
        section('b', ['m2'], { requires: ['a'] }),
        section('c', ['m3'], { requires: ['b'] }),
        section('d', ['m4'], { requires: ['d', 'zzz'] }),
        section('e', ['m5'], { requires: ['a'] }),
      ],
    };
    expect([...sectionsInCycles(path)].sort()).toEqual(['a', 'b', 'c', 'd']);
    const codes = pathProblems(path).map((p) => `${p.code}:${p.sectionId}`);
    expect(codes).toEqual(['CYCLE:a', 'CYCLE:b', 'CYCLE:c', 'UNKNOWN_PREREQUISITE:d', 'CYCLE:d']);
  });

  it('refuses media learners cannot open and an AT_LEAST without a count', () => {
    const problems = pathProblems({
      sections: [
        {
          ...section('a', []),
          rule: 'AT_LEAST',
          items: [{ mediaId: 'm1' }, { mediaId: 'm2', available: false }],
        },
      ],
    });
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['MEDIUM_UNAVAILABLE', 'sections.0.items.1'],
      ['MIN_COUNT_MISSING', 'sections.0.minCount'],
    ]);
  });
});

describe('evaluatePath', () => {
  const twoSections: PathStructure = {
    sections: [
      section('basics', ['m1', 'm2'], { rule: 'ALL_IN_ORDER' }),
      section('advanced', ['m3', 'm4'], { requires: ['basics'] }),
    ],
  };

  it('locks the second section until the first is done, and orders the first', () => {
    const start = evaluatePath(twoSections, progress([]), { today });
    expect(start.sections.map((s) => s.state)).toEqual(['OPEN', 'LOCKED']);
    expect(start.sections[1]!.lockedBy).toEqual([{ kind: 'PREREQUISITE', sectionId: 'basics' }]);
    expect(start.sections[0]!.items).toEqual([
      { mediaId: 'm1', state: 'AVAILABLE', after: null },
      { mediaId: 'm2', state: 'LOCKED', after: 'm1' },
    ]);
    expect(start).toMatchObject({
      next: { sectionId: 'basics', mediaId: 'm1' },
      progress: 0,
      started: false,
    });

    const firstDone = evaluatePath(twoSections, progress(['m1', 'm2']), { today });
    expect(firstDone.sections.map((s) => s.state)).toEqual(['DONE', 'OPEN']);
    expect(firstDone).toMatchObject({
      next: { sectionId: 'advanced', mediaId: 'm3' },
      progress: 50,
      complete: false,
    });

    const all = evaluatePath(twoSections, progress(['m1', 'm2', 'm3', 'm4']), { today });
    expect(all).toMatchObject({ complete: true, progress: 100, next: null, changedSinceCompletion: false });
  });

  it('prefers a started item as next', () => {
    const path = { sections: [section('a', ['m1', 'm2', 'm3'])] };
    expect(evaluatePath(path, progress([], ['m3']), { today }).next).toEqual({
      sectionId: 'a',
      mediaId: 'm3',
    });
  });

  it('reordering after learners started keeps what they did and what they began', () => {
    // The learner did m1 and began m2 in order; the manager then moved m2 and m1 behind m0, a new medium.
    const reordered = { sections: [section('a', ['m0', 'm2', 'm1'], { rule: 'ALL_IN_ORDER' })] };
    const result = evaluatePath(reordered, progress(['m1'], ['m2']), { today });
    expect(result.sections[0]!.items).toEqual([
      { mediaId: 'm0', state: 'AVAILABLE', after: null },
      { mediaId: 'm2', state: 'STARTED', after: null },
      { mediaId: 'm1', state: 'DONE', after: null },
    ]);
    expect(result.progress).toBe(33);
    expect(result.next).toEqual({ sectionId: 'a', mediaId: 'm2' });
  });

  it('removing a medium a learner completed: progress follows the media still there, and can complete the path', () => {
    const before = { sections: [section('a', ['m1', 'm2', 'm3'])] };
    expect(evaluatePath(before, progress(['m1', 'm2']), { today })).toMatchObject({
      progress: 66,
      complete: false,
    });
    const withoutDone = { sections: [section('a', ['m2', 'm3'])] };
    expect(evaluatePath(withoutDone, progress(['m1', 'm2']), { today })).toMatchObject({
      progress: 50,
      complete: false,
    });
    const withoutOpen = { sections: [section('a', ['m1', 'm2'])] };
    expect(evaluatePath(withoutOpen, progress(['m1', 'm2']), { today })).toMatchObject({
      progress: 100,
      complete: true,
    });
  });

  it('adding a medium to a completed path keeps it completed and says it changed', () => {
    const grown = { sections: [section('a', ['m1', 'm2', 'm9'])] };
    const finished = evaluatePath(grown, progress(['m1', 'm2']), { today, completedBefore: true });
    expect(finished).toMatchObject({
      complete: true,
      progress: 100,
      changedSinceCompletion: true,
      next: null,
    });
    // Somebody who had not finished now needs the new medium too.
    expect(evaluatePath(grown, progress(['m1', 'm2']), { today })).toMatchObject({
      complete: false,
      progress: 66,
    });
  });

  it('at least N counts any N, and asks for no more than the section has after media were removed', () => {
    const path = { sections: [section('a', ['m1', 'm2', 'm3'], { rule: 'AT_LEAST', minCount: 2 })] };
    expect(evaluatePath(path, progress(['m3']), { today })).toMatchObject({ progress: 50, complete: false });
    expect(evaluatePath(path, progress(['m3', 'm1']), { today })).toMatchObject({ complete: true });
    const shrunk = { sections: [section('a', ['m1'], { rule: 'AT_LEAST', minCount: 2 })] };
    expect(evaluatePath(shrunk, progress(['m1']), { today })).toMatchObject({ complete: true });
  });

  it('never traps: a cycle, a prerequisite on an emptied section and unavailable media do not lock anyone', () => {
    const cycle = {
      sections: [section('a', ['m1'], { requires: ['b'] }), section('b', ['m2'], { requires: ['a'] })],
    };
    expect(evaluatePath(cycle, progress([]), { today }).sections.map((s) => s.state)).toEqual([
      'OPEN',
      'OPEN',
    ]);
    const emptied = { sections: [section('a', []), section('b', ['m2'], { requires: ['a'] })] };
    expect(evaluatePath(emptied, progress([]), { today }).sections.map((s) => s.state)).toEqual([
      'DONE',
      'OPEN',
    ]);
    const archived = {
      sections: [{ ...section('a', []), items: [{ mediaId: 'm1' }, { mediaId: 'm2', available: false }] }],
    };
    const result = evaluatePath(archived, progress(['m1']), { today });
    expect(result).toMatchObject({ complete: true, required: 1 });
    expect(result.sections[0]!.items[1]).toEqual({ mediaId: 'm2', state: 'UNAVAILABLE', after: null });
  });

  it('opens a dated section on its day in the learner’s zone, with every reason while locked', () => {
    const path = {
      sections: [section('a', ['m1']), section('b', ['m2'], { requires: ['a'], unlockOn: '2026-03-02' })],
    };
    expect(evaluatePath(path, progress([]), { today: '2026-03-01' }).sections[1]!.lockedBy).toEqual([
      { kind: 'PREREQUISITE', sectionId: 'a' },
      { kind: 'DATE', unlockOn: '2026-03-02' },
    ]);
    expect(evaluatePath(path, progress(['m1']), { today: '2026-03-01' }).sections[1]!.state).toBe('LOCKED');
    expect(evaluatePath(path, progress(['m1']), { today: '2026-03-02' }).sections[1]!.state).toBe('OPEN');
  });

  it('counts media done before the section opened (done elsewhere), and shows them done', () => {
    const result = evaluatePath(twoSections, progress(['m3', 'm4']), { today });
    expect(result.sections[1]).toMatchObject({ state: 'DONE', done: 2 });
    expect(result).toMatchObject({
      progress: 50,
      started: true,
      next: { sectionId: 'basics', mediaId: 'm1' },
    });
  });
});

describe('estimatedMinutes', () => {
  it('adds every medium of an ALL section and the shortest N of an AT_LEAST one', () => {
    const durations: Record<string, number | null> = { m1: 10, m2: 20, m3: 5, m4: 30, m5: null };
    const path = {
      sections: [
        section('a', ['m1', 'm2']),
        section('b', ['m3', 'm4', 'm5'], { rule: 'AT_LEAST', minCount: 1 }),
      ],
    };
    expect(estimatedMinutes(path, (id) => durations[id])).toEqual({ minutes: 35, complete: false });
    expect(estimatedMinutes({ sections: [section('a', ['m1'])] }, (id) => durations[id])).toEqual({
      minutes: 10,
      complete: true,
    });
  });
});
