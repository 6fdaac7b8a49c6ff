// The profile screen's API: reading the own account and saving locale, theme and date format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import { gql, startTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const ME = 'query { me { id username name email roles locale theme dateFormat units { key name color } } }';
const SAVE = `mutation save($input: MyProfileInput!) {
  user { updateMyProfile(input: $input) { username locale theme dateFormat } }
}`;

describe('me', () => {
  it('returns the caller’s own account with roles and units', async () => {
    const res = await gql(t.api, ME, { token: t.tokens.coach });
    expect(res.body).toEqual({
      data: {
        me: {
          id: t.userIds.coach,
          username: 'coach',
          name: 'Clara Hoffmann',
          email: 'clara.hoffmann@example.org',
          roles: ['EDUCATION_MANAGER', 'LEARNER'],
          locale: 'de',
          theme: 'default',
          dateFormat: 'dd.MM.yyyy',
          units: [{ key: 'general', name: 'Sitos Academy', color: '#0f766e' }],
        },
      },
    });
  });

  it('shows the manager’s dark theme and the learner’s unset locale', async () => {
    const manager = await gql<{ me: { theme: string } }>(t.api, ME, { token: t.tokens.manager });
    const learner = await gql<{ me: { locale: string | null; units: unknown[] } }>(t.api, ME, {
      token: t.tokens.learner,
    });
    expect(manager.body.data?.me.theme).toBe('dark');
    expect(learner.body.data?.me.locale).toBeNull();
    expect(learner.body.data?.me.units).toHaveLength(2);
  });
});

describe('updateMyProfile', () => {
  it('saves valid choices to the users row the identity provider reads', async () => {
    const res = await gql(t.api, SAVE, {
      token: t.tokens.learner,
      variables: { input: { locale: 'sw', theme: 'dark', dateFormat: 'd. MMMM yyyy' } },
    });
    expect(res.body).toEqual({
      data: {
        user: {
          updateMyProfile: { username: 'learner', locale: 'sw', theme: 'dark', dateFormat: 'd. MMMM yyyy' },
        },
      },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, t.userIds.learner));
    expect(row).toMatchObject({ locale: 'sw', theme: 'dark', dateFormat: 'd. MMMM yyyy' });
  });

  it('accepts null locale and date format (follow the browser / the default)', async () => {
    const res = await gql(t.api, SAVE, {
      token: t.tokens.learner,
      variables: { input: { locale: null, theme: 'default', dateFormat: null } },
    });
    expect(res.body.data).toEqual({
      user: { updateMyProfile: { username: 'learner', locale: null, theme: 'default', dateFormat: null } },
    });
  });

  it.each([
    [
      { locale: 'fr', theme: 'default' },
      'locale',
      /Language "fr" is not available. Choose one of en, de, sw/,
    ],
    [{ locale: 'en', theme: 'blue' }, 'theme', /Theme "blue" does not exist. Choose default or dark/],
    [
      { theme: 'default', dateFormat: 'yyyy/dd/MM' },
      'dateFormat',
      /Date format "yyyy\/dd\/MM" is not supported/,
    ],
  ])('refuses %o with BAD_USER_INPUT on %s and changes nothing', async (input, field, message) => {
    const before = await t.database.db.select().from(users).where(eq(users.id, t.userIds.manager));
    const res = await gql(t.api, SAVE, { token: t.tokens.manager, variables: { input } });
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        extensions: { code: 'BAD_USER_INPUT', field },
        message: expect.stringMatching(message),
      }),
    ]);
    const after = await t.database.db.select().from(users).where(eq(users.id, t.userIds.manager));
    expect(after).toEqual(before);
  });

  it('refuses a missing theme as an invalid variable (400)', async () => {
    const res = await gql(t.api, SAVE, { token: t.tokens.manager, variables: { input: { locale: 'en' } } });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toMatch(/theme/);
  });
});
