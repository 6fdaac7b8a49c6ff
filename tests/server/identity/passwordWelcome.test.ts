// The welcome mail of new accounts: queued with the account by user management and by the import job (and
// not when the creation is refused), with a set-password link valid for seven days that works on the
// provider's page once and lets the person sign in with the password they chose.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/core';
import { mailMessages } from '../../../server/db/schema/mail';
import { passwordTokens } from '../../../server/db/schema/passwordTokens';
import type { TestApi } from '../api/harness';
import { utf8WithBom } from '../api/userImportFiles';
import { runImport, startImportApi, storeFile, suggested, userByName } from '../api/userImportHarness';
import { OPS } from '../api/userManagementHarness';
import { gql } from '../api/harness';
import { signIn } from './flow';
import { freePort, startIdentityServer, type IdentityServer } from './server';

let t: TestApi;
let provider: IdentityServer;
beforeAll(async () => {
  t = await startImportApi(true);
  provider = await startIdentityServer(t.database.db, await freePort());
}, 30_000);
afterAll(async () => {
  await provider?.close();
  await t?.close();
});

const welcomeMails = async (userId: string) =>
  t.database.db.select().from(mailMessages).where(eq(mailMessages.userId, userId));

const WEEK_MS = 7 * 24 * 60 * 60_000;

function expectWelcome(mail: typeof mailMessages.$inferSelect | undefined, username: string, to: string) {
  expect(mail).toMatchObject({ event: 'WELCOME', status: 'QUEUED', toAddress: to });
  const data = mail!.data as Record<string, string>;
  expect(Object.keys(data).sort()).toEqual(['linkExpiresAt', 'setPasswordLink', 'username']);
  expect(data.username).toBe(username);
  expect(data.setPasswordLink).toMatch(
    new RegExp(`^${t.config.issuer.replace(/\./g, '\\.')}/password/set\\?token=[A-Za-z0-9_-]{43}$`),
  );
  expect(Math.abs(Date.parse(data.linkExpiresAt!) - Date.now() - WEEK_MS)).toBeLessThan(60_000);
  return new URL(data.setPasswordLink!).searchParams.get('token')!;
}

const createUser = (username: string, email: string) =>
  gql<{ createUser: { id: string } }>(t.api, OPS.create, {
    token: t.tokens.admin,
    variables: {
      input: {
        username,
        name: 'Wanda Welcome',
        email,
        locale: 'en',
        roles: ['LEARNER'],
        unitIds: [],
        initialPassword: 'given-by-admin-1',
      },
    },
  });

describe('welcome mail', () => {
  it('is queued with an account created in user management, and its link sets the password once', async () => {
    const res = await createUser('wanda', 'wanda@example.org');
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data!.createUser.id;
    const [mail, ...more] = await welcomeMails(id);
    expect(more).toEqual([]);
    const token = expectWelcome(mail, 'wanda', 'wanda@example.org');
    const [row] = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, id));
    expect(row).toMatchObject({
      purpose: 'WELCOME',
      tokenHash: createHash('sha256').update(token).digest('base64url'),
      usedAt: null,
    });

    const link = `${provider.baseUrl}/oidc/password/set?token=${token}`;
    const page = await fetch(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<h1>Welcome!</h1>');
    expect(html).toContain('Choose a password for your new account wanda.');
    const posted = await fetch(`${provider.baseUrl}/oidc/password/set`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token,
        newPassword: 'amber harbour 19 kites',
        repeatPassword: 'amber harbour 19 kites',
      }).toString(),
    });
    expect(posted.status).toBe(200);
    // The forced change of the administrator's initial password is no longer needed.
    expect((await userByName(t, 'wanda'))!.mustChangePassword).toBe(false);
    const tokens = await signIn(provider.baseUrl, 'wanda', 'amber harbour 19 kites');
    expect(tokens.idToken).toMatch(/^ey/);
    expect((await fetch(link)).status).toBe(410);
  });

  it('is not queued when the creation is refused', async () => {
    const before = await t.database.db.select({ id: mailMessages.id }).from(mailMessages);
    const res = await createUser('admin', 'other@example.org');
    expect(res.body.errors?.[0]?.extensions?.field).toBe('input.username');
    expect(await t.database.db.select({ id: mailMessages.id }).from(mailMessages)).toEqual(before);
  });

  it('is queued for each account the import job creates, not for updated ones', async () => {
    const file = utf8WithBom(
      [
        'username;first name;last name;email;unit;role',
        'imka;Imka;Import;imka@example.org;general;LEARNER',
        'ivo;Ivo;Import;ivo@example.org;general;LEARNER',
        'learner;Liam;Otieno;liam.new@example.org;general;LEARNER',
      ].join('\n'),
    );
    const fileId = await storeFile(t, 'admin', file, 'people.csv');
    const mapping = await suggested(t, 'admin', fileId);
    const run = await runImport(t, 'admin', { fileId, mapping, mode: 'CREATE_AND_UPDATE' });
    expect(run.result).toMatchObject({ created: 2, updated: 1, failed: 0 });
    for (const username of ['imka', 'ivo']) {
      const user = await userByName(t, username);
      const [mail, ...more] = await welcomeMails(user!.id);
      expect(more).toEqual([]);
      expectWelcome(mail, username, `${username}@example.org`);
    }
    const [learner] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'learner'));
    expect(await welcomeMails(learner!.id)).toEqual([]);
  });
});
