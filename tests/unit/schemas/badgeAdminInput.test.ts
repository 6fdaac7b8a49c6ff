// The badge editor's values checked with the input's rules (src/schemas/badge.ts): what is sent, and which
// field each problem lands on, as the server names it.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  badgeFormSchema,
  badgeInputOf,
  emptyBadgeValues,
  type BadgeValues,
} from '../../../src/schemas/badge';

const values = (over: Partial<BadgeValues> = {}): BadgeValues => ({
  ...emptyBadgeValues('SYSTEM'),
  name: 'Regular',
  ...over,
});
const issues = (v: BadgeValues) => {
  const result = z.safeParse(badgeFormSchema, v);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('badge values', () => {
  it('sends what the rule needs and the chosen image only', () => {
    expect(badgeInputOf(values({ threshold: ' 10 ' }))).toMatchObject({
      rule: 'LOGIN_COUNT',
      threshold: 10,
      mediaId: null,
      imageFileId: null,
      design: { shape: 'circle' },
    });
    const course = badgeInputOf({
      ...values(),
      ...emptyBadgeValues('COURSE'),
      name: 'Fire',
      mediaId: '00000000-0000-4000-8000-000000000001',
      pathId: '00000000-0000-4000-8000-000000000002',
      imageMode: 'UPLOAD',
      imageFileId: '00000000-0000-4000-8000-000000000003',
    });
    expect(course).toMatchObject({
      rule: 'MEDIUM',
      threshold: null,
      mediaId: '00000000-0000-4000-8000-000000000001',
      pathId: null,
      imageFileId: '00000000-0000-4000-8000-000000000003',
      design: null,
    });
  });

  it('names the field of each problem', () => {
    expect(issues(values())).toEqual([]);
    expect(issues(values({ name: '  ' }))).toEqual(['name:name.required']);
    expect(issues(values({ threshold: '0' }))).toEqual(['threshold:threshold.outOfRange']);
    expect(issues(values({ threshold: 'ten' }))).toEqual(['threshold:threshold.outOfRange']);
    expect(issues(values({ threshold: '' }))).toEqual(['threshold:threshold.outOfRange']);
    expect(issues(values({ rule: 'FIRST_COMPLETION', threshold: '' }))).toEqual([]);
    expect(issues(values({ rule: 'MEDIUM' }))).toEqual(['rule:rule.invalid', 'mediaId:mediaId.required']);
    expect(issues({ ...values(), kind: 'COURSE', rule: 'PATH' })).toEqual(['pathId:pathId.required']);
    expect(issues(values({ imageMode: 'UPLOAD' }))).toEqual(['imageFileId:image.required']);
    expect(
      issues(values({ translations: [{ locale: 'en', name: 'x', description: '', criteria: '' }] })),
    ).toEqual(['translations.0.locale:translations.own']);
    expect(issues(values({ criteria: 'x'.repeat(1001) }))).toEqual(['criteria:criteria.tooLong']);
  });
});
