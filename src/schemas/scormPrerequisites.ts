// SCORM 1.2 prerequisites (adlcp:prerequisites, CAM 2.3.2.5.2) and when an item counts as met, once for
// the server (import report, launch, roll-up) and the player (which evaluates them again over state the
// server has not seen yet, so a learner offline can go on). Pure: no DOM or Node, the app bundles it.
//
// The simple AICC script form SCORM 1.2 packages use: item identifiers joined by & (and), | (or) and
// ~ (not), grouped with parentheses; ~ binds tightest, then &, then |. The richer AICC forms (status
// comparisons "A=passed", sets "2*{A,B,C}") are not supported, nor is a script longer than
// MAX_PREREQUISITES_LENGTH or nested deeper than MAX_PREREQUISITES_DEPTH: such a script is ignored and the
// item can always be entered, so no learner is ever locked out by a script that cannot be read. Chains
// (A & B & ... & Z) are read in a loop and kept flat, so no recursion grows with a script's length.

export const MAX_PREREQUISITES_LENGTH = 1000;
/** Parentheses and ~ open at once. */
export const MAX_PREREQUISITES_DEPTH = 50;

export type Prerequisite =
  | { op: 'item'; identifier: string }
  | { op: 'not'; operand: Prerequisite }
  | { op: 'and' | 'or'; operands: Prerequisite[] };

/** Why a script cannot be used as it is written. */
export type ScriptProblem = 'tooLong' | 'tooDeep' | 'unsupported';

type Token = '&' | '|' | '~' | '(' | ')' | { identifier: string };

const TOKEN = /\s*(?:([&|~()])|([A-Za-z0-9_.:-]+))/y;

function tokenise(script: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < script.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(script);
    if (!match) return script.slice(at).trim() === '' ? tokens : null;
    tokens.push(match[2] === undefined ? (match[1] as Token) : { identifier: match[2] });
  }
  return tokens;
}

function parse(script: string): Prerequisite | ScriptProblem {
  if (script.length > MAX_PREREQUISITES_LENGTH) return 'tooLong';
  const tokens = tokenise(script);
  if (!tokens || tokens.length === 0) return 'unsupported';
  let at = 0;
  let depth = 0;
  let tooDeep = false;

  function chain(op: 'and' | 'or', symbol: '&' | '|', operand: () => Prerequisite | null) {
    const first = operand();
    if (!first) return null;
    const operands = [first];
    while (tokens![at] === symbol) {
      at++;
      const next = operand();
      if (!next) return null;
      operands.push(next);
    }
    return operands.length === 1 ? first : { op, operands };
  }
  const or = (): Prerequisite | null => chain('or', '|', and);
  const and = (): Prerequisite | null => chain('and', '&', unary);
  function unary(): Prerequisite | null {
    const token = tokens![at++];
    if (typeof token === 'object') return { op: 'item', identifier: token.identifier };
    if (token !== '~' && token !== '(') return null;
    // Each level is a few frames of this parser: stop long before the stack would.
    if (++depth > MAX_PREREQUISITES_DEPTH) {
      tooDeep = true;
      return null;
    }
    const inner = token === '~' ? unary() : or();
    depth--;
    if (token === '~') return inner && { op: 'not', operand: inner };
    if (!inner || tokens![at] !== ')') return null;
    at++;
    return inner;
  }

  const expression = or();
  if (tooDeep) return 'tooDeep';
  return expression && at === tokens.length ? expression : 'unsupported';
}

// Launches evaluate the same few scripts over and over; parsed once, kept while the cache is small.
const parsed = new Map<string, Prerequisite | ScriptProblem>();
const MAX_CACHED = 5000;

/** The script's expression, or why it cannot be used. */
export function readPrerequisites(script: string): Prerequisite | ScriptProblem {
  let expression = parsed.get(script);
  if (expression === undefined) {
    expression = parse(script);
    if (parsed.size >= MAX_CACHED) parsed.clear();
    parsed.set(script, expression);
  }
  return expression;
}

/** The script's expression, or null when it is empty, not in the supported form or over the limits. */
export function parsePrerequisites(script: string): Prerequisite | null {
  const expression = readPrerequisites(script);
  return typeof expression === 'string' ? null : expression;
}

type Met = (identifier: string) => boolean;

/** The identifiers an expression names, in order, each once. */
export function identifiersOf(expression: Prerequisite): string[] {
  const ids = new Set<string>();
  const walk = (node: Prerequisite): void => {
    if (node.op === 'item') ids.add(node.identifier);
    else if (node.op === 'not') walk(node.operand);
    else node.operands.forEach(walk);
  };
  walk(expression);
  return [...ids];
}

export function evaluatePrerequisites(expression: Prerequisite, isMet: Met): boolean {
  switch (expression.op) {
    case 'item':
      return isMet(expression.identifier);
    case 'not':
      return !evaluatePrerequisites(expression.operand, isMet);
    case 'and':
      return expression.operands.every((operand) => evaluatePrerequisites(operand, isMet));
    case 'or':
      return expression.operands.some((operand) => evaluatePrerequisites(operand, isMet));
  }
}

/**
 * Whether the expression can be true some day, what is met staying met: an item may be met some day
 * when it `possibly` is; ~item stays true only while the item is not `surely` met (for good, now).
 */
export function canBecomeTrue(expression: Prerequisite, surely: Met, possibly: Met): boolean {
  const bounds = (node: Prerequisite): { best: boolean; worst: boolean } => {
    switch (node.op) {
      case 'item':
        return { best: possibly(node.identifier), worst: surely(node.identifier) };
      case 'not': {
        const inner = bounds(node.operand);
        return { best: !inner.worst, worst: !inner.best };
      }
      default: {
        const all = node.operands.map(bounds);
        const combine = node.op === 'and' ? 'every' : 'some';
        return { best: all[combine]((b) => b.best), worst: all[combine]((b) => b.worst) };
      }
    }
  };
  return bounds(expression).best;
}

/** Why a script is ignored: it cannot be read, or it names something that is not an item. */
export type PrerequisiteProblem = { kind: ScriptProblem } | { kind: 'unknown'; identifiers: string[] };

export function prerequisiteProblem(script: string, known: ReadonlySet<string>): PrerequisiteProblem | null {
  const expression = readPrerequisites(script);
  if (typeof expression === 'string') return { kind: expression };
  const unknown = identifiersOf(expression).filter((id) => !known.has(id));
  return unknown.length > 0 ? { kind: 'unknown', identifiers: unknown } : null;
}

/** The expression an item is judged by, or null when it has none or it is ignored (never locks). */
export function usedPrerequisites(script: string | null, known: ReadonlySet<string>): Prerequisite | null {
  if (script === null || script.trim() === '' || prerequisiteProblem(script, known) !== null) return null;
  return parsePrerequisites(script);
}

/** Whether an item may be entered now. */
export function isEnterable(script: string | null, known: ReadonlySet<string>, isMet: Met): boolean {
  const expression = usedPrerequisites(script, known);
  return expression === null || evaluatePrerequisites(expression, isMet);
}

/** Whether an item may still be entered some day, assuming what is met stays met. */
export function canStillEnter(script: string | null, known: ReadonlySet<string>, isMet: Met): boolean {
  const expression = usedPrerequisites(script, known);
  return expression === null || canBecomeTrue(expression, isMet, () => true);
}

// ---- Met, as prerequisites read it ----

export type PrerequisiteItemKind = 'SCO' | 'ASSET' | 'CONTAINER';

/**
 * cmi.core.lesson_status as the LMS judges it (SCORM 1.2 RTE 3.4.4): "completed" with a score is passed
 * or failed against the mastery score.
 */
export function judgedLessonStatus<S extends string | null>(
  lessonStatus: S,
  scoreRaw: number | null,
  masteryScore: number | null,
): S | 'passed' | 'failed' {
  if (lessonStatus !== 'completed' || masteryScore === null || scoreRaw === null) return lessonStatus;
  return scoreRaw >= masteryScore ? 'passed' : 'failed';
}

export interface MetItem {
  identifier: string;
  parentIdentifier: string | null;
  kind: PrerequisiteItemKind;
}

/** What the rule reads of a launched SCO or asset (null: never launched). */
export interface MetState {
  lessonStatus: string | null;
  scoreRaw: number | null;
  masteryScore: number | null;
}

/** The SCOs and assets nested anywhere below a container (items are in document order). */
export function launchableBelow<T extends MetItem>(items: readonly T[], container: MetItem): T[] {
  const inside = new Set([container.identifier]);
  return items.filter((item) => {
    if (item.parentIdentifier === null || !inside.has(item.parentIdentifier)) return false;
    inside.add(item.identifier);
    return item.kind !== 'CONTAINER';
  });
}

/**
 * Whether each item is met: a SCO once its judged status is completed or passed, an asset once
 * launched, a container once it holds SCOs or assets and every one of them is met. Answers are kept.
 */
export function metRule<T extends MetItem>(items: readonly T[], stateOf: (item: T) => MetState | null): Met {
  const byId = new Map(items.map((item) => [item.identifier, item]));
  const met = new Map<string, boolean>();
  const launchableMet = (item: T) => {
    const state = stateOf(item);
    if (state === null) return false;
    if (item.kind === 'ASSET') return true;
    const judged = judgedLessonStatus(state.lessonStatus, state.scoreRaw, state.masteryScore);
    return judged === 'completed' || judged === 'passed';
  };
  const isMet = (identifier: string): boolean => {
    let answer = met.get(identifier);
    if (answer === undefined) {
      const item = byId.get(identifier);
      if (!item) answer = false;
      else if (item.kind !== 'CONTAINER') answer = launchableMet(item);
      else {
        const below = launchableBelow(items, item);
        answer = below.length > 0 && below.every((other) => isMet(other.identifier));
      }
      met.set(identifier, answer);
    }
    return answer;
  };
  return isMet;
}
