// adlcp:prerequisites in the simple AICC script form SCORM 1.2 packages use: item identifiers joined by
// & (and), | (or) and ~ (not), grouped with parentheses; ~ binds tightest, then &, then |. The richer
// AICC forms (status comparisons "A=passed", sets "2*{A,B,C}") are not supported: the importer warns and
// such an item can always be entered, so no learner is ever locked out by a script we cannot read.
// A script longer than MAX_PREREQUISITES_LENGTH or nested deeper than MAX_PREREQUISITES_DEPTH is ignored
// the same way: no course needs more, and the parser must not run out of stack on a hostile manifest.

export type Prerequisite =
  | { op: 'item'; identifier: string }
  | { op: 'not'; operand: Prerequisite }
  | { op: 'and' | 'or'; operands: Prerequisite[] };

export const MAX_PREREQUISITES_LENGTH = 1000;
/** Parentheses and ~ open at once. */
export const MAX_PREREQUISITES_DEPTH = 50;

type Token = '&' | '|' | '~' | '(' | ')' | { identifier: string };

const IDENTIFIER = /^[A-Za-z0-9_.:-]+/;

function tokenise(script: string): Token[] | null {
  const tokens: Token[] = [];
  let rest = script;
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    const c = rest[0];
    if (c === '&' || c === '|' || c === '~' || c === '(' || c === ')') {
      tokens.push(c);
      rest = rest.slice(1);
      continue;
    }
    const name = IDENTIFIER.exec(rest);
    if (!name) return null;
    tokens.push({ identifier: name[0] });
    rest = rest.slice(name[0].length);
  }
  return tokens;
}

/** Why a script cannot be used as it is written. */
export type ScriptProblem = 'tooLong' | 'tooDeep' | 'unsupported';
type Parsed = Prerequisite | ScriptProblem;

// Launches evaluate the same few scripts over and over; parsed once, kept while the cache is small.
const parsed = new Map<string, Parsed>();
const MAX_CACHED = 5000;

function read(script: string): Parsed {
  const cached = parsed.get(script);
  if (cached !== undefined) return cached;
  const expression = parse(script);
  if (parsed.size >= MAX_CACHED) parsed.clear();
  parsed.set(script, expression);
  return expression;
}

/** A script too long or too deeply nested to read at all (it is not quoted or kept). */
export function overLimits(script: string): boolean {
  const expression = read(script);
  return expression === 'tooLong' || expression === 'tooDeep';
}

/** The script's expression, or null when it is empty, not in the supported form or over the limits. */
export function parsePrerequisites(script: string): Prerequisite | null {
  const expression = read(script);
  return typeof expression === 'string' ? null : expression;
}

function parse(script: string): Parsed {
  if (script.length > MAX_PREREQUISITES_LENGTH) return 'tooLong';
  const tokens = tokenise(script);
  if (!tokens || tokens.length === 0) return 'unsupported';
  let at = 0;
  let depth = 0;
  let tooDeep = false;
  const peek = () => tokens[at];

  function binary(op: 'and' | 'or', symbol: '&' | '|', operand: () => Prerequisite | null) {
    const first = operand();
    if (!first) return null;
    const operands = [first];
    while (peek() === symbol) {
      at++;
      const next = operand();
      if (!next) return null;
      operands.push(next);
    }
    return operands.length === 1 ? first : { op, operands };
  }
  const or = (): Prerequisite | null => binary('or', '|', and);
  const and = (): Prerequisite | null => binary('and', '&', unary);
  function unary(): Prerequisite | null {
    const token = peek();
    at++;
    if (token === '~' || token === '(') {
      // Each level is a few frames of this parser: stop before the stack could.
      if (++depth > MAX_PREREQUISITES_DEPTH) {
        tooDeep = true;
        return null;
      }
      const inner = token === '~' ? unary() : or();
      depth--;
      if (token === '~') return inner && { op: 'not', operand: inner };
      if (!inner || peek() !== ')') return null;
      at++;
      return inner;
    }
    if (typeof token === 'object') return { op: 'item', identifier: token.identifier };
    return null;
  }

  const expression = or();
  if (tooDeep) return 'tooDeep';
  return expression && at === tokens.length ? expression : 'unsupported';
}

export function identifiersOf(expression: Prerequisite): string[] {
  switch (expression.op) {
    case 'item':
      return [expression.identifier];
    case 'not':
      return identifiersOf(expression.operand);
    default:
      return expression.operands.flatMap(identifiersOf);
  }
}

export function evaluate(expression: Prerequisite, isMet: (identifier: string) => boolean): boolean {
  switch (expression.op) {
    case 'item':
      return isMet(expression.identifier);
    case 'not':
      return !evaluate(expression.operand, isMet);
    case 'and':
      return expression.operands.every((operand) => evaluate(operand, isMet));
    case 'or':
      return expression.operands.some((operand) => evaluate(operand, isMet));
  }
}

/**
 * Why a script is ignored (unsupported form, or it names something that is not an item of the
 * organisation), or null when it is used.
 */
export function prerequisiteProblem(script: string, known: ReadonlySet<string>): string | null {
  const expression = read(script);
  if (expression === 'tooLong') return `are longer than ${MAX_PREREQUISITES_LENGTH} characters`;
  if (expression === 'tooDeep') return `nest parentheses and ~ deeper than ${MAX_PREREQUISITES_DEPTH} levels`;
  if (expression === 'unsupported')
    return 'are not in the supported AICC script form (A & B, A | B, ~A, parentheses)';
  const unknown = [...new Set(identifiersOf(expression).filter((id) => !known.has(id)))];
  if (unknown.length > 0)
    return `name ${unknown.map((id) => `"${id}"`).join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} not an item of the organisation`;
  return null;
}

/** Whether an item may be entered now; a script that is absent or ignored never locks the item. */
export function isEnterable(
  script: string | null,
  known: ReadonlySet<string>,
  isMet: (identifier: string) => boolean,
): boolean {
  if (script === null || script.trim() === '' || prerequisiteProblem(script, known) !== null) return true;
  const expression = parsePrerequisites(script);
  return expression === null || evaluate(expression, isMet);
}

/**
 * Whether the expression can still become true as the learner goes on, assuming what is met stays met:
 * an item may yet be met, ~item stays true only while it is not. False for a refresher "~quiz1" once
 * quiz1 was passed.
 */
function couldBecomeTrue(expression: Prerequisite, isMet: (identifier: string) => boolean): boolean {
  return bounds(expression, isMet).best;
}

function bounds(
  expression: Prerequisite,
  isMet: (identifier: string) => boolean,
): { best: boolean; worst: boolean } {
  switch (expression.op) {
    case 'item':
      return { best: true, worst: isMet(expression.identifier) };
    case 'not': {
      const inner = bounds(expression.operand, isMet);
      return { best: !inner.worst, worst: !inner.best };
    }
    case 'and': {
      const all = expression.operands.map((operand) => bounds(operand, isMet));
      return { best: all.every((b) => b.best), worst: all.every((b) => b.worst) };
    }
    case 'or': {
      const all = expression.operands.map((operand) => bounds(operand, isMet));
      return { best: all.some((b) => b.best), worst: all.some((b) => b.worst) };
    }
  }
}

/** Whether an item may still be entered some day; a script that is absent or ignored never locks it. */
export function canStillEnter(
  script: string | null,
  known: ReadonlySet<string>,
  isMet: (identifier: string) => boolean,
): boolean {
  if (script === null || script.trim() === '' || prerequisiteProblem(script, known) !== null) return true;
  const expression = parsePrerequisites(script);
  return expression === null || couldBecomeTrue(expression, isMet);
}
