// A mail template's rules, run by the editor as the administrator types and by the server at save and
// before every render: one set of rules, so a template the editor accepts is one the server accepts and
// no broken mail can go out. Templates are ICU MessageFormat. A LINK placeholder is written bare (`{resetLink}`,
// the address as a link) or as a tag around its label (`<resetLink>Choose a password</resetLink>`); a
// paragraph holding only such a tag becomes a button.
import { parse, TYPE, type Location, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { MAIL_EVENT_DEFS, placeholdersOf, type MailEvent, type PlaceholderKind } from './mailEvents';

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 10_000;

export type MailTemplateField = 'subject' | 'body';

export interface MailTemplatePosition {
  /** 1-based, as editors show them. */
  line: number;
  column: number;
  /** 0-based offset into the field's text (UTF-16 code units, as JavaScript strings count). */
  offset: number;
}

export type MailTemplateProblemCode =
  | 'EMPTY'
  | 'TOO_LONG'
  | 'SUBJECT_LINE_BREAK'
  | 'INVALID_ICU'
  | 'UNKNOWN_PLACEHOLDER'
  | 'DATE_NEEDS_FORMAT'
  | 'WRONG_FORMAT'
  | 'LINK_IN_SUBJECT'
  | 'LINK_IN_BRANCH'
  | 'LINK_NESTED'
  | 'MISSING_LINK';

export interface MailTemplateProblem {
  field: MailTemplateField;
  code: MailTemplateProblemCode;
  /** An English sentence (the server's answer); the editor shows its own translation of the code. */
  message: string;
  position: MailTemplatePosition;
  /** Where the faulty part ends (the editor marks start..end). */
  end: MailTemplatePosition;
  /** The placeholder concerned, or the parser's error kind for INVALID_ICU; the limit for TOO_LONG. */
  detail?: string;
}

export interface MailTemplateInput {
  subject: string;
  body: string;
}

const origin: MailTemplatePosition = { line: 1, column: 1, offset: 0 };

/** The position of `offset` in `text`. */
export function positionAt(text: string, offset: number): MailTemplatePosition {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1, offset };
}

const where = (location: Location | undefined) => ({
  position: location ? { ...location.start } : origin,
  end: location ? { ...location.end } : origin,
});

/** The parser's error kinds in words (its own message is only the kind's name). */
const ICU_WORDS: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a placeholder is not closed with }',
  EMPTY_ARGUMENT: 'an empty placeholder {}',
  MALFORMED_ARGUMENT: 'a placeholder name may contain only letters and digits',
  EXPECT_ARGUMENT_TYPE: 'a format is expected after the comma',
  INVALID_ARGUMENT_TYPE: 'unknown format (use date, number, plural or select)',
  EXPECT_ARGUMENT_STYLE: 'a style is expected after the comma',
  MISSING_OTHER_CLAUSE: 'a plural or select needs an "other" case',
  EXPECT_PLURAL_ARGUMENT_SELECTOR: 'a plural needs cases such as one {…} other {…}',
  EXPECT_SELECT_ARGUMENT_OPTIONS: 'a select needs cases such as yes {…} other {…}',
  EXPECT_SELECT_ARGUMENT_SELECTOR: 'a select needs cases such as yes {…} other {…}',
  UNCLOSED_TAG: 'a link tag is not closed',
  UNMATCHED_CLOSING_TAG: 'a closing tag does not match its opening tag',
  INVALID_TAG: 'a malformed tag',
};

export const icuErrorWords = (kind: string) => ICU_WORDS[kind] ?? kind.toLowerCase().replaceAll('_', ' ');

interface Walk {
  field: MailTemplateField;
  kinds: ReadonlyMap<string, PlaceholderKind>;
  problems: MailTemplateProblem[];
  usedLinks: Set<string>;
}

const problem = (
  walk: Walk,
  code: MailTemplateProblemCode,
  message: string,
  location: Location | undefined,
  detail?: string,
) => walk.problems.push({ field: walk.field, code, message, ...where(location), detail });

function checkElements(walk: Walk, elements: MessageFormatElement[], inBranch: boolean, inTag: boolean) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    const name = el.value;
    const kind = walk.kinds.get(name);
    if (!kind) {
      problem(walk, 'UNKNOWN_PLACEHOLDER', `Unknown placeholder "${name}".`, el.location, name);
    } else if (el.type === TYPE.tag || (kind === 'LINK' && el.type === TYPE.argument)) {
      checkLink(walk, el, kind, inBranch, inTag);
    } else {
      checkUse(walk, el, kind);
    }
    if (el.type === TYPE.tag) checkElements(walk, el.children, inBranch, true);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) checkElements(walk, option.value, true, inTag);
    }
  }
}

function checkLink(
  walk: Walk,
  el: MessageFormatElement & { value: string },
  kind: PlaceholderKind,
  inBranch: boolean,
  inTag: boolean,
) {
  const name = el.value;
  if (kind !== 'LINK') {
    problem(
      walk,
      'WRONG_FORMAT',
      `Only link placeholders can be written as <${name}>…</${name}>.`,
      el.location,
      name,
    );
  } else if (walk.field === 'subject') {
    problem(
      walk,
      'LINK_IN_SUBJECT',
      `The link "${name}" belongs in the body, not the subject.`,
      el.location,
      name,
    );
  } else if (inTag) {
    problem(walk, 'LINK_NESTED', `The link "${name}" cannot sit inside another link.`, el.location, name);
  } else if (inBranch) {
    problem(
      walk,
      'LINK_IN_BRANCH',
      `The link "${name}" cannot sit inside a plural or select: every mail must carry it.`,
      el.location,
      name,
    );
  } else {
    walk.usedLinks.add(name);
  }
}

function checkUse(walk: Walk, el: MessageFormatElement & { value: string }, kind: PlaceholderKind) {
  const name = el.value;
  const wrong = (how: string) => problem(walk, 'WRONG_FORMAT', `"${name}" is ${how}.`, el.location, name);
  switch (kind) {
    case 'DATE':
      if (el.type === TYPE.argument) {
        problem(
          walk,
          'DATE_NEEDS_FORMAT',
          `"${name}" is a date: write {${name}, date, medium}.`,
          el.location,
          name,
        );
      } else if (el.type !== TYPE.date && el.type !== TYPE.time) wrong('a date: use it as {x, date, medium}');
      break;
    case 'NUMBER':
      if (el.type !== TYPE.argument && el.type !== TYPE.number && el.type !== TYPE.plural)
        wrong('a number: use it bare, as {x, number} or in a plural');
      break;
    case 'TEXT':
      if (el.type !== TYPE.argument && el.type !== TYPE.select) wrong('text: use it bare or in a select');
      break;
    case 'LINK':
      wrong('a link: write it bare or as a tag around its label');
      break;
  }
}

/** Parses one field and checks its placeholders; the links it uses are added to `usedLinks`. */
function checkField(
  event: MailEvent,
  field: MailTemplateField,
  text: string,
  usedLinks: Set<string>,
): MailTemplateProblem[] {
  const max = field === 'subject' ? MAIL_SUBJECT_MAX : MAIL_BODY_MAX;
  if (text.trim() === '')
    return [{ field, code: 'EMPTY', message: `The ${field} is empty.`, ...where(undefined) }];
  if (text.length > max) {
    const at = positionAt(text, max);
    return [
      {
        field,
        code: 'TOO_LONG',
        message: `The ${field} is longer than ${max} characters.`,
        position: at,
        end: positionAt(text, text.length),
        detail: String(max),
      },
    ];
  }
  if (field === 'subject' && /[\r\n]/.test(text)) {
    const offset = text.search(/[\r\n]/);
    const at = positionAt(text, offset);
    return [
      { field, code: 'SUBJECT_LINE_BREAK', message: 'The subject must be one line.', position: at, end: at },
    ];
  }
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { captureLocation: true, requiresOtherClause: true });
  } catch (error) {
    const e = error as Error & { location?: Location };
    return [
      {
        field,
        code: 'INVALID_ICU',
        message: `Invalid template: ${icuErrorWords(e.message)}.`,
        ...where(e.location),
        detail: e.message,
      },
    ];
  }
  const walk: Walk = {
    field,
    kinds: new Map(placeholdersOf(event).map((p) => [p.name, p.kind])),
    problems: [],
    usedLinks,
  };
  checkElements(walk, ast, false, false);
  return walk.problems;
}

/**
 * Every problem of a template for `event`, subject first, each in the order it appears; [] when it is valid.
 * A missing required link is reported at the end of the body.
 */
export function validateMailTemplate(event: MailEvent, input: MailTemplateInput): MailTemplateProblem[] {
  const subjectLinks = new Set<string>();
  const usedLinks = new Set<string>();
  const problems = [
    ...checkField(event, 'subject', input.subject, subjectLinks),
    ...checkField(event, 'body', input.body, usedLinks),
  ];
  if (!problems.some((p) => p.field === 'body')) {
    const end = positionAt(input.body, input.body.length);
    for (const link of MAIL_EVENT_DEFS[event].requiredLinks) {
      if (!usedLinks.has(link))
        problems.push({
          field: 'body',
          code: 'MISSING_LINK',
          message: `The body must contain the link "${link}".`,
          position: end,
          end,
          detail: link,
        });
    }
  }
  return problems;
}

/** How a chip inserts a placeholder: a date with its format, a link as a tag around a label, else bare. */
export function placeholderSnippet(name: string, kind: PlaceholderKind, label = ''): string {
  if (kind === 'DATE') return `{${name}, date, medium}`;
  if (kind === 'LINK') return label ? `<${name}>${label}</${name}>` : `{${name}}`;
  return `{${name}}`;
}
