// adlcp:prerequisites in the simple AICC script form SCORM 1.2 packages use: item identifiers joined by
// & (and), | (or) and ~ (not), grouped with parentheses; ~ binds tightest, then &, then |. The richer
// AICC forms (status comparisons "A=passed", sets "2*{A,B,C}") are not supported: the importer warns and
// such an item can always be entered, so no learner is ever locked out by a script we cannot read.

export type Prerequisite =
  | { op: 'item'; identifier: string }
  | { op: 'not'; operand: Prerequisite }
  | { op: 'and' | 'or'; operands: Prerequisite[] };

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

// Launches evaluate the same few scripts over and over; parsed once, kept while the cache is small.
const parsed = new Map<string, Prerequisite | null>();
const MAX_CACHED = 5000;

/** The script's expression, or null when it is empty or not in the supported form. */
export function parsePrerequisites(script: string): Prerequisite | null {
  const cached = parsed.get(script);
  if (cached !== undefined) return cached;
  const expression = parse(script);
  if (parsed.size >= MAX_CACHED) parsed.clear();
  parsed.set(script, expression);
  return expression;
}

function parse(script: string): Prerequisite | null {
  const tokens = tokenise(script);
  if (!tokens || tokens.length === 0) return null;
  let at = 0;
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
    if (token === '~') {
      const operand = unary();
      return operand && { op: 'not', operand };
    }
    if (token === '(') {
      const inner = or();
      if (!inner || peek() !== ')') return null;
      at++;
      return inner;
    }
    if (typeof token === 'object') return { op: 'item', identifier: token.identifier };
    return null;
  }

  const expression = or();
  return expression && at === tokens.length ? expression : null;
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
  const expression = parsePrerequisites(script);
  if (!expression) return 'are not in the supported AICC script form (A & B, A | B, ~A, parentheses)';
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
