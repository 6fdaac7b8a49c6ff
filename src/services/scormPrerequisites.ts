// adlcp:prerequisites of the simple AICC script form (SCORM 1.2 CAM 2.3.2.5.2): item identifiers
// joined by `&` (and), `|` (or), `~` (not) and parentheses, read as the server reads them. The server
// answers `enterable`; the player evaluates it again over state the server has not seen yet (a SCO
// left while offline), so the learner can go on without a connection.

export type Prerequisite =
  | { op: 'id'; id: string }
  | { op: 'not'; of: Prerequisite }
  | { op: 'and' | 'or'; left: Prerequisite; right: Prerequisite };

// The identifiers the server reads (server/scorm/prerequisites.ts); anything else is not this form.
const TOKEN = /\s*([&|~()]|[A-Za-z0-9_.:-]+)/y;

function tokenize(text: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) {
      // Only whitespace left.
      if (text.slice(at).trim() === '') break;
      return null;
    }
    tokens.push(match[1]!);
  }
  return tokens;
}

/**
 * The expression as a tree, `~` binding tightest, then `&`, then `|`; null for anything else (the
 * richer AICC forms such as `2*{A,B,C}` or comparisons), which the player leaves to the server.
 */
export function parsePrerequisites(text: string): Prerequisite | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const operand = (): Prerequisite | null => {
    const token = tokens[at++];
    if (token === undefined) return null;
    if (token === '~') {
      const of = operand();
      return of && { op: 'not', of };
    }
    if (token === '(') {
      const inner = either();
      if (!inner || tokens[at++] !== ')') return null;
      return inner;
    }
    if (/^[&|)]$/.test(token)) return null;
    return { op: 'id', id: token };
  };
  const both = (): Prerequisite | null => {
    let left = operand();
    while (left && peek() === '&') {
      at += 1;
      const right = operand();
      left = right && { op: 'and', left, right };
    }
    return left;
  };
  const either = (): Prerequisite | null => {
    let left = both();
    while (left && peek() === '|') {
      at += 1;
      const right = both();
      left = right && { op: 'or', left, right };
    }
    return left;
  };
  const tree = either();
  return tree && at === tokens.length ? tree : null;
}

export function evaluatePrerequisites(tree: Prerequisite, isMet: (id: string) => boolean): boolean {
  switch (tree.op) {
    case 'id':
      return isMet(tree.id);
    case 'not':
      return !evaluatePrerequisites(tree.of, isMet);
    case 'and':
      return evaluatePrerequisites(tree.left, isMet) && evaluatePrerequisites(tree.right, isMet);
    case 'or':
      return evaluatePrerequisites(tree.left, isMet) || evaluatePrerequisites(tree.right, isMet);
  }
}

/** The identifiers an expression names, in order, each once (for the reason a locked item gives). */
export function prerequisiteIds(tree: Prerequisite): string[] {
  const ids: string[] = [];
  const walk = (node: Prerequisite) => {
    if (node.op === 'id') {
      if (!ids.includes(node.id)) ids.push(node.id);
    } else if (node.op === 'not') walk(node.of);
    else {
      walk(node.left);
      walk(node.right);
    }
  };
  walk(tree);
  return ids;
}

/**
 * How a locked item explains itself: every named item needed (`A & B`), one of them (`A | B`), none
 * of them completed (`~A`, `~A & ~B`), or anything else.
 */
export type PrerequisiteShape = 'all' | 'any' | 'none' | 'other';

export function prerequisiteShape(tree: Prerequisite): PrerequisiteShape {
  const only = (op: 'and' | 'or', node: Prerequisite): boolean =>
    node.op === 'id' || (node.op === op && only(op, node.left) && only(op, node.right));
  const negated = (node: Prerequisite): boolean =>
    (node.op === 'not' && node.of.op === 'id') ||
    (node.op === 'and' && negated(node.left) && negated(node.right));
  if (only('and', tree)) return 'all';
  if (only('or', tree)) return 'any';
  if (negated(tree)) return 'none';
  return 'other';
}
