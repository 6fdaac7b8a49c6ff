// The specification's operations, exactly as the app sends them, for every role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DEMO_LOGO_URL, DEMO_PRIMARY_COLOR, DEMO_UNIT_COLOR } from '../../../server/db/seed';
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema/core';
import {
  createMedium,
  DEMO_ROLES,
  DEMO_USERS,
  gql,
  OPERATIONS,
  signToken,
  startTestApi,
  type TestApi,
} from './harness';

let t: TestApi;
let mediumId: string;
beforeAll(async () => {
  t = await startTestApi();
  mediumId = await createMedium(t.database);
});
afterAll(() => t.close());

describe.each(DEMO_USERS)('as %s', (user) => {
  it('GetVersion answers the package version', async () => {
    const res = await gql(t.api, OPERATIONS.GetVersion, { token: t.tokens[user] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { version: '3.1.0' } });
  });

  it('defaultUnit answers the general default unit', async () => {
    const res = await gql(t.api, OPERATIONS.defaultUnit, { token: t.tokens[user] });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      units: {
        defaultUnit: {
          name: 'Sitos Academy',
          isActive: true,
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          id: expect.stringMatching(/^\d+$/),
          key: 'general',
          logoUrl: DEMO_LOGO_URL,
          color: DEMO_UNIT_COLOR,
          displayedId: 'U-0001',
          isGeneral: true,
        },
      },
    });
  });

  it('getPreferences(DESIGN) answers the primary colour', async () => {
    const res = await gql(t.api, OPERATIONS.getPreferences, {
      token: t.tokens[user],
      variables: { moduleName: 'DESIGN' },
    });
    expect(res.body).toEqual({
      data: {
        modulePreferences: { modulePreferences: [{ key: 'PRIMARY_COLOR', value: DEMO_PRIMARY_COLOR }] },
      },
    });
  });

  it('countUserLoginForBadge counts the caller’s sign-in once per provider session', async () => {
    const count = async (sessionState: string) => {
      const token = await signToken(t.config, t.keys, {
        sub: t.userIds[user],
        roles: DEMO_ROLES[user],
        sessionState,
      });
      const res = await gql<{ user: { updateCountUserLogin: number } }>(
        t.api,
        OPERATIONS.countUserLoginForBadge,
        { token },
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.data?.user.updateCountUserLogin;
    };
    expect(await count(`first-${user}`)).toBe(1);
    expect(await count(`first-${user}`)).toBe(1);
    expect(await count(`second-${user}`)).toBe(2);
  });
});

describe('countUserLoginForBadge cannot be gamed', () => {
  it('counts 240 aliases in one request as one sign-in', async () => {
    const token = await signToken(t.config, t.keys, {
      sub: t.userIds.coach,
      roles: DEMO_ROLES.coach,
      sessionState: 'aliased-session',
    });
    const before = (await t.database.db.select().from(users).where(eq(users.id, t.userIds.coach)))[0]!;
    const aliases = Array.from({ length: 240 }, (_, i) => `a${i}: updateCountUserLogin`).join(' ');
    const res = await gql<Record<string, Record<string, number>>>(t.api, `mutation { user { ${aliases} } }`, {
      token,
    });
    expect(res.body.errors).toBeUndefined();
    const after = (await t.database.db.select().from(users).where(eq(users.id, t.userIds.coach)))[0]!;
    expect(after.loginCount).toBe(before.loginCount + 1);
    expect(new Set(Object.values(res.body.data?.user ?? {}))).toEqual(new Set([after.loginCount]));
  });

  it('refuses a token without a provider session with BAD_USER_INPUT and counts nothing', async () => {
    const token = await signToken(t.config, t.keys, {
      sub: t.userIds.learner,
      roles: ['LEARNER'],
      sessionState: '',
    });
    const res = await gql(t.api, OPERATIONS.countUserLoginForBadge, { token });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('commitSco by role', () => {
  const input = () => ({
    hash: `h-${randomUUID()}`,
    mediaId: mediumId,
    cmi: { core: { lesson_status: 'incomplete', lesson_location: 'page-2' } },
    committedAt: new Date().toISOString(),
  });

  it.each(['learner', 'coach'] as const)('%s (a LEARNER) may commit', async (user) => {
    const res = await gql<{ scorm12Attempt: { commit: { id: string } } }>(t.api, OPERATIONS.commitSco, {
      token: t.tokens[user],
      variables: { input: input() },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.scorm12Attempt.commit.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['admin', 'manager'] as const)('%s (not a LEARNER) is FORBIDDEN', async (user) => {
    const res = await gql(t.api, OPERATIONS.commitSco, {
      token: t.tokens[user],
      variables: { input: input() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        path: ['scorm12Attempt'],
        extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
      }),
    ]);
  });
});

describe('module preferences other than DESIGN', () => {
  it('are readable by ADMIN', async () => {
    const res = await gql(t.api, OPERATIONS.getPreferences, {
      token: t.tokens.admin,
      variables: { moduleName: 'SYSTEM' },
    });
    expect(res.body).toEqual({ data: { modulePreferences: { modulePreferences: [] } } });
  });

  it.each(['manager', 'learner', 'coach'] as const)('are FORBIDDEN for %s', async (user) => {
    const res = await gql(t.api, OPERATIONS.getPreferences, {
      token: t.tokens[user],
      variables: { moduleName: 'SYSTEM' },
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.body.errors?.[0]?.message).toMatch(/SYSTEM/);
  });
});

describe('anonymous callers', () => {
  it.each(Object.entries(OPERATIONS))('%s is refused with 401 UNAUTHENTICATED', async (_name, query) => {
    const res = await gql(t.api, query, { variables: { moduleName: 'DESIGN' } });
    expect(res.status).toBe(401);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.errors?.[0]?.message).toMatch(/Sign-in required/);
  });
});
