// Template validation (src/schemas/mailTemplate.ts), shared by the editor and the server: every refusal with
// its field, code and position, and every shipped default valid for every locale of the app.
import { describe, expect, it } from 'vitest';
import { dictionaryLocales } from '../../src/i18n/locales';
import { MAIL_EVENTS, MAIL_EVENT_DEFS, placeholdersOf } from '../../src/schemas/mailEvents';
import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  placeholderSnippet,
  positionAt,
  validateMailTemplate,
} from '../../src/schemas/mailTemplate';
import { SHIPPED, shippedLocaleFor, shippedTemplate } from '../../server/api/mailTemplates/defaults';

const BODY = 'Hello {learnerName},\n\n<resetLink>Choose a new password</resetLink>';
const reset = (subject: string, body = BODY) => validateMailTemplate('PASSWORD_RESET', { subject, body });
const only = (problems: ReturnType<typeof reset>) => {
  expect(problems).toHaveLength(1);
  return problems[0]!;
};

describe('mail template validation', () => {
  it('accepts a template that uses its placeholders rightly', () => {
    expect(
      reset(
        'Reset for {username}',
        'Hi {learnerName}, {validMinutes, plural, one {# minute} other {# minutes}} ({validMinutes, number}).\n\n{resetLink}',
      ),
    ).toEqual([]);
    expect(
      validateMailTemplate('ASSIGNMENT_CREATED', {
        subject: '{mediumTitle}',
        body: '{hasDueDate, select, yes {by {dueDate, date, long} {dueDate, time, short}} other {}}\n<mediumLink>Open</mediumLink>',
      }),
    ).toEqual([]);
  });

  it('refuses invalid ICU with the parser error and its position', () => {
    const p = only(
      reset('Reset', 'Hello {learnerName},\n\nYou have {validMinutes, plural, one {# minute}}.'),
    );
    expect(p).toMatchObject({
      field: 'body',
      code: 'INVALID_ICU',
      detail: 'MISSING_OTHER_CLAUSE',
      position: { line: 3, column: 47, offset: 68 },
    });
    expect(p.message).toContain('"other" case');
    const unclosed = only(reset('Reset {username', BODY));
    expect(unclosed).toMatchObject({
      field: 'subject',
      code: 'INVALID_ICU',
      detail: 'EXPECT_ARGUMENT_CLOSING_BRACE',
    });
    expect(unclosed.position).toEqual({ line: 1, column: 7, offset: 6 });
    expect(only(reset('Reset', `${BODY}\n<resetLink>again`))).toMatchObject({
      code: 'INVALID_ICU',
      detail: 'UNCLOSED_TAG',
      position: { line: 4, column: 1 },
    });
  });

  it('refuses an unknown placeholder at its position, in subject and body', () => {
    const subject = only(reset('Hi {firstName}'));
    expect(subject).toMatchObject({
      field: 'subject',
      code: 'UNKNOWN_PLACEHOLDER',
      detail: 'firstName',
      position: { line: 1, column: 4, offset: 3 },
      end: { line: 1, column: 15, offset: 14 },
    });
    // A placeholder of another event is unknown here, also inside a plural branch and as a tag.
    const body = reset(
      'Reset',
      `${BODY}\n{validMinutes, plural, one {{mediumTitle}} other {x}}\n<badgesLink>x</badgesLink>`,
    );
    expect(body.map((p) => [p.code, p.detail, p.position.line])).toEqual([
      ['UNKNOWN_PLACEHOLDER', 'mediumTitle', 4],
      ['UNKNOWN_PLACEHOLDER', 'badgesLink', 5],
    ]);
  });

  it('refuses a placeholder used the wrong way for its kind', () => {
    const due = (body: string) =>
      validateMailTemplate('ASSIGNMENT_DUE_SOON', {
        subject: 'Due',
        body: `${body}\n<mediumLink>Go</mediumLink>`,
      });
    expect(only(due('Due {dueDate}.'))).toMatchObject({
      code: 'DATE_NEEDS_FORMAT',
      detail: 'dueDate',
      position: { line: 1, column: 5, offset: 4 },
    });
    expect(only(due('{dueDate, plural, other {x}}'))).toMatchObject({
      code: 'WRONG_FORMAT',
      detail: 'dueDate',
    });
    expect(only(due('{dueDate, number}'))).toMatchObject({ code: 'WRONG_FORMAT', detail: 'dueDate' });
    expect(only(due('{daysLeft, date, medium}'))).toMatchObject({ code: 'WRONG_FORMAT', detail: 'daysLeft' });
    expect(only(due('{daysLeft, select, other {x}}'))).toMatchObject({
      code: 'WRONG_FORMAT',
      detail: 'daysLeft',
    });
    expect(only(due('{mediumTitle, plural, other {x}}'))).toMatchObject({
      code: 'WRONG_FORMAT',
      detail: 'mediumTitle',
    });
    expect(only(due('<mediumTitle>x</mediumTitle>'))).toMatchObject({
      code: 'WRONG_FORMAT',
      detail: 'mediumTitle',
    });
    expect(only(due('{mediumLink, date, medium}'))).toMatchObject({
      code: 'WRONG_FORMAT',
      detail: 'mediumLink',
    });
  });

  it('refuses links where a mail could lose them or cannot show them', () => {
    expect(only(reset('Go to {resetLink}'))).toMatchObject({
      field: 'subject',
      code: 'LINK_IN_SUBJECT',
      position: { column: 7 },
    });
    const branch = reset('Reset', `${BODY}\n{validMinutes, plural, one {<appLink>x</appLink>} other {y}}`);
    expect(only(branch)).toMatchObject({
      code: 'LINK_IN_BRANCH',
      detail: 'appLink',
      position: { line: 4, column: 29 },
    });
    const nested = reset('Reset', '<resetLink>a <appLink>b</appLink></resetLink>');
    expect(only(nested)).toMatchObject({ code: 'LINK_NESTED', detail: 'appLink', position: { column: 14 } });
  });

  it('refuses a body without a required link, pointing at its end', () => {
    const body = 'Hello {learnerName},\nno link here.';
    expect(only(reset('Reset', body))).toEqual({
      field: 'body',
      code: 'MISSING_LINK',
      message: 'The body must contain the link "resetLink".',
      position: { line: 2, column: 14, offset: 34 },
      end: { line: 2, column: 14, offset: 34 },
      detail: 'resetLink',
    });
    // A link that only sits in a branch does not count (and is refused there).
    const inBranch = reset('Reset', '{validMinutes, plural, one {<resetLink>x</resetLink>} other {y}}');
    expect(inBranch.map((p) => p.code)).toEqual(['LINK_IN_BRANCH']);
    // Other body problems come first and the missing link waits until they are fixed.
    expect(reset('Reset', '{nope}').map((p) => p.code)).toEqual(['UNKNOWN_PLACEHOLDER']);
  });

  it('refuses empty, too long and multi-line subjects and empty or too long bodies', () => {
    expect(only(reset('  '))).toMatchObject({
      field: 'subject',
      code: 'EMPTY',
      position: { line: 1, column: 1, offset: 0 },
    });
    expect(only(reset('Reset', '\n\n'))).toMatchObject({ field: 'body', code: 'EMPTY' });
    expect(only(reset('x'.repeat(MAIL_SUBJECT_MAX + 1)))).toMatchObject({
      field: 'subject',
      code: 'TOO_LONG',
      detail: String(MAIL_SUBJECT_MAX),
      position: { offset: MAIL_SUBJECT_MAX, column: MAIL_SUBJECT_MAX + 1 },
    });
    expect(reset('x'.repeat(MAIL_SUBJECT_MAX))).toEqual([]);
    const long = `${BODY}\n${'y'.repeat(MAIL_BODY_MAX)}`;
    expect(only(reset('Reset', long))).toMatchObject({
      field: 'body',
      code: 'TOO_LONG',
      position: { offset: MAIL_BODY_MAX },
    });
    expect(only(reset('Reset\nnow'))).toMatchObject({
      code: 'SUBJECT_LINE_BREAK',
      position: { line: 1, column: 6 },
    });
  });

  it('reports subject and body problems together, subject first', () => {
    const problems = reset('{x}', '{y}\n\n<resetLink>go</resetLink>');
    expect(problems.map((p) => [p.field, p.detail])).toEqual([
      ['subject', 'x'],
      ['body', 'y'],
    ]);
  });

  it('positions count lines and UTF-16 columns from 1', () => {
    expect(positionAt('ab\ncdé\n', 6)).toEqual({ line: 2, column: 4, offset: 6 });
    expect(positionAt('', 0)).toEqual({ line: 1, column: 1, offset: 0 });
  });

  it('chips insert snippets the rules accept', () => {
    for (const event of MAIL_EVENTS) {
      const links = MAIL_EVENT_DEFS[event].requiredLinks
        .map((l) => placeholderSnippet(l, 'LINK', 'Open'))
        .join('\n');
      const body = placeholdersOf(event)
        .map((p) => placeholderSnippet(p.name, p.kind, p.kind === 'LINK' ? 'Open' : undefined))
        .join(' ');
      expect(validateMailTemplate(event, { subject: 'x', body: `${body}\n${links}` }), event).toEqual([]);
    }
    expect(placeholderSnippet('dueDate', 'DATE')).toBe('{dueDate, date, medium}');
    expect(placeholderSnippet('resetLink', 'LINK')).toBe('{resetLink}');
    expect(placeholderSnippet('resetLink', 'LINK', 'Reset')).toBe('<resetLink>Reset</resetLink>');
  });
});

describe('shipped defaults', () => {
  it('exist for en, de and sw with every event', () => {
    expect(Object.keys(SHIPPED).sort()).toEqual(['de', 'en', 'sw']);
    for (const locale of Object.values(SHIPPED))
      expect(Object.keys(locale.templates).sort()).toEqual([...MAIL_EVENTS].sort());
  });

  it.each(dictionaryLocales)('%s: every event has a valid template (its own or English)', (locale) => {
    const own = ['en', 'de', 'sw'].includes(locale);
    expect(shippedLocaleFor(locale)).toBe(own ? locale : 'en');
    for (const event of MAIL_EVENTS) {
      const template = shippedTemplate(event, locale);
      expect(validateMailTemplate(event, template), `${locale} ${event}`).toEqual([]);
      // The body names the recipient and carries every required link.
      expect(template.body).toContain('{learnerName}');
    }
  });

  it('the German texts address the reader with "Sie", never "du"', () => {
    for (const { subject, body } of Object.values(SHIPPED.de.templates)) {
      expect(`${subject} ${body}`).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
      expect(body).toMatch(/\b(Sie|Ihr\w*)\b/);
    }
  });
});
