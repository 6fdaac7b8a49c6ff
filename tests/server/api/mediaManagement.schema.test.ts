// The shared medium rules (src/schemas/media.ts) as the form sees them (codes and params) and as the server
// answers them (the same field, an English sentence for every code): one set of rules, two readers.
import { describe, expect, it } from 'vitest';
import {
  createMediumInputSchema,
  MEDIUM_ISSUE_CODES,
  mediumFieldSchemas,
  toFieldIssues,
  updateMediumInputSchema,
} from '../../../src/schemas/media';
import { issueMessage, parseCreateInput, parseUpdateInput } from '../../../server/api/mediaManagement/rules';

const link = { title: 'Golf rules', type: 'LINK', externalUrl: 'https://example.org/rules' };
const issues = (input: unknown) => {
  const result = createMediumInputSchema.safeParse(input);
  return result.success ? [] : toFieldIssues(result.error);
};

describe('the shared schema', () => {
  it.each([
    [{ ...link, title: ' \u200b ' }, 'title', 'title.required', { minimum: 1 }],
    [{ ...link, title: 'g'.repeat(201) }, 'title', 'title.tooLong', { maximum: 200 }],
    [{ ...link, description: 'd'.repeat(5001) }, 'description', 'description.tooLong', { maximum: 5000 }],
    [{ ...link, language: 'EN' }, 'language', 'language.invalid', {}],
    [
      { ...link, durationMinutes: 2.5 },
      'durationMinutes',
      'durationMinutes.outOfRange',
      { minimum: 1, maximum: 10000 },
    ],
    [
      { ...link, durationMinutes: 10001 },
      'durationMinutes',
      'durationMinutes.outOfRange',
      { minimum: 1, maximum: 10000 },
    ],
    [{ ...link, externalUrl: 'ftp://x.org' }, 'externalUrl', 'externalUrl.protocol', { protocol: 'ftp:' }],
    [
      { ...link, externalUrl: `https://x.org/${'a'.repeat(2000)}` },
      'externalUrl',
      'externalUrl.tooLong',
      { maximum: 2000 },
    ],
    [{ ...link, externalUrl: 'https://u:p@x.org' }, 'externalUrl', 'externalUrl.credentials', {}],
    [{ ...link, externalUrl: 'no address' }, 'externalUrl', 'externalUrl.invalid', {}],
    [{ title: 'x', type: 'LINK' }, 'externalUrl', 'externalUrl.required', {}],
    [{ ...link, masteryScore: 50 }, 'masteryScore', 'masteryScore.notAllowed', { type: 'LINK' }],
    [{ title: 'x', type: 'VIDEO' }, 'fileId', 'fileId.required', { type: 'VIDEO' }],
    [{ ...link, coverFileId: 'cover' }, 'coverFileId', 'coverFileId.invalid', {}],
    [{ ...link, unitId: '01' }, 'unitId', 'unitId.invalid', {}],
    [{ ...link, unitId: '2147483648' }, 'unitId', 'unitId.invalid', {}],
  ])('%j: %s %s', (input, field, code, params) => {
    expect(issues(input)[0]).toEqual({ field, code, params });
  });

  it('cleans what it accepts as the server stores it', () => {
    const result = createMediumInputSchema.safeParse({
      ...link,
      title: '  Golf\u200b  rules ',
      externalUrl: ' https://Example.org/a b ',
    });
    expect(result.success && result.data).toMatchObject({
      title: 'Golf rules',
      externalUrl: 'https://example.org/a%20b',
      language: 'en',
      description: '',
    });
    expect(mediumFieldSchemas.masteryScore.safeParse(null).success).toBe(true);
    expect(mediumFieldSchemas.masteryScore.safeParse(100).success).toBe(true);
    expect(mediumFieldSchemas.masteryScore.safeParse(-1).success).toBe(false);
    expect(updateMediumInputSchema.safeParse({}).success).toBe(true);
  });
});

describe('the server reads the same rules', () => {
  it('has an English sentence for every code', () => {
    for (const code of MEDIUM_ISSUE_CODES)
      expect(
        issueMessage({ field: 'x', code, params: { maximum: 1, minimum: 0, type: 'LINK' } }, 'v'),
      ).toMatch(/\w/);
  });

  it.each([
    [{ ...link, title: 'g'.repeat(201) }, 'title', /201 characters long; the limit is 200/],
    [{ ...link, masteryScore: 50 }, 'masteryScore', /Only a SCORM medium has a mastery score/],
    [{ ...link, externalUrl: 'javascript:alert(1)' }, 'externalUrl', /"javascript:" addresses/],
  ])('refuses %j naming %s as the form does', (input, field, message) => {
    expect(issues(input)[0]?.field).toBe(field);
    expect(() => parseCreateInput(input)).toThrow(message);
    try {
      parseCreateInput(input);
    } catch (error) {
      expect((error as { extensions: unknown }).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it("checks an update against the medium's type", () => {
    expect(() => parseUpdateInput({ masteryScore: 70 }, 'PDF')).toThrow(/a PDF medium has none/);
    expect(parseUpdateInput({ masteryScore: 70 }, 'SCORM')).toEqual({ masteryScore: 70 });
    expect(() => parseUpdateInput({ externalUrl: 'https://x.org' }, 'VIDEO')).toThrow(
      /Only a link has an address/,
    );
    expect(() => parseUpdateInput({ externalUrl: null }, 'LINK')).toThrow(/needs an address/);
    expect(parseUpdateInput({ externalUrl: null }, 'VIDEO')).toEqual({ externalUrl: null });
  });
});
