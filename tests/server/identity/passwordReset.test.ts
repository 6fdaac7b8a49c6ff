// "Forgot password?" on the provider over real HTTP: one answer for every account (existing, unknown,
// deactivated, anonymised), mail only for the existing one, links stored as hashes, expiring, single use,
// replaced by newer ones, rate limited; the set-password page refuses weak passwords with feedback and,
// on success, the new password signs in through the real provider flow.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { auditLog } from '../../../server/db/schema/audit';
import { users } from '../../../server/db/schema/core';
import { mailMessages } from '../../../server/db/schema/mail';
import { passwordTokens } from '../../../server/db/schema/passwordTokens';
import { openTestDatabase } from '../../../server/db/testing';
import { DEFAULT_RESET_LIMITS, type ResetLimits } from '../../../server/identity/passwordReset';
import { authorizationUrl, CookieJar, follow, pkcePair, signIn } from './flow';
import { addUser, freePort, startIdentityServer, type IdentityServer } from './server';

const FLOOR_MS = 200;
const limits: ResetLimits = {
  perAddress: { free: 1000, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetAfterMs: 60 * 60_000 },
  perAccount: DEFAULT_RESET_LIMITS.perAccount,
  answerFloorMs: FLOOR_MS,
};

let database: Database;
let server: IdentityServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  ids.rosa = await addUser(db, { username: 'rosa', password: 'old password 1', email: 'Rosa@Example.org' });
  ids.tom = await addUser(db, { username: 'tom', password: 'old password 2' });
  ids.una = await addUser(db, { username: 'una', password: 'old password 3' });
  ids.vic = await addUser(db, { username: 'vic', password: 'old password 4', locale: 'de' });
  ids.gone = await addUser(db, { username: 'gone', password: 'old password 5', isActive: false });
  ids.anon = await addUser(db, { username: 'anon', password: 'old password 6' });
  await db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.id, ids.anon));
  server = await startIdentityServer(db, await freePort(), { resetLimits: limits });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

async function requestReset(identifier: string, target = server, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(`${target.baseUrl}/oidc/password/forgot`, {
    ...form({ identifier }),
    headers: { ...form({}).headers, ...headers },
  });
  return { status: response.status, html: await response.text(), ms: Date.now() - started, response };
}

const mailsTo = (userId: string) =>
  database.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.userId, userId))
    .orderBy(mailMessages.createdAt);

const linkOf = (mail: { data: unknown }) => String((mail.data as Record<string, unknown>).resetLink);
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

const openLink = async (link: string) => {
  const response = await fetch(link);
  return { status: response.status, html: await response.text(), response };
};

const setPassword = async (token: string, newPassword: string, repeatPassword = newPassword) => {
  const response = await fetch(
    `${server.baseUrl}/oidc/password/set`,
    form({ token, newPassword, repeatPassword }),
  );
  return { status: response.status, html: await response.text() };
};

const errorText = (html: string) => /<p class="error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('asking for a reset link', () => {
  it('is linked from the login page, in its language and back to that login', async () => {
    const jar = new CookieJar();
    const headers = { 'accept-language': 'de' };
    const step = await follow(
      jar,
      authorizationUrl(server.baseUrl, pkcePair()),
      `${server.baseUrl}/`,
      headers,
    );
    const href = /<a href="([^"]*password\/forgot[^"]*)">Passwort vergessen\?<\/a>/.exec(
      step.html ?? '',
    )?.[1];
    expect(href).toBeDefined();
    const url = new URL(href!.replace(/&amp;/g, '&'), step.url);
    const uid = new URL(step.url).pathname.split('/').pop();
    expect(url.searchParams.get('uid')).toBe(uid);
    expect(url.searchParams.get('lang')).toBe('de');
    const page = await fetch(url);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<label for="identifier">Benutzername oder E-Mail-Adresse</label>');
    expect(html).toContain(`href="/oidc/interaction/${uid}">Zurück zur Anmeldung</a>`);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers existing, unknown, deactivated and anonymised accounts alike; only the existing one gets mail', async () => {
    const answers = [
      await requestReset('tom'),
      await requestReset('nobody-here'),
      await requestReset('gone'),
      await requestReset('anon'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.html).toBe(answers[0]!.html);
      expect(answer.ms).toBeGreaterThanOrEqual(FLOOR_MS - 5);
    }
    expect(answers[0]!.html).toContain('If an account belongs to what you entered');
    expect(answers[0]!.html).toContain('for 60 minutes');
    // The existing account's work (a transaction with two inserts) fits inside the floor.
    expect(answers[0]!.ms).toBeLessThan(FLOOR_MS + 400);

    const [mail, ...more] = await mailsTo(ids.tom!);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ event: 'PASSWORD_RESET', status: 'QUEUED', toAddress: 'tom@example.org' });
    expect(mail!.data).toEqual({
      username: 'tom',
      resetLink: expect.stringMatching(
        new RegExp(`^${server.baseUrl}/oidc/password/set\\?token=[A-Za-z0-9_-]{43}$`),
      ),
      validMinutes: 60,
    });
    expect(await mailsTo(ids.gone!)).toEqual([]);
    expect(await mailsTo(ids.anon!)).toEqual([]);
    const all = await database.db.select({ userId: mailMessages.userId }).from(mailMessages);
    expect(all.map((m) => m.userId)).toEqual([ids.tom]);
  });

  it('finds the account by its e-mail address in any case', async () => {
    await requestReset('rosa@EXAMPLE.org');
    const mails = await mailsTo(ids.rosa!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ username: 'rosa' });
  });

  it('asks for the field when it is empty', async () => {
    const answer = await requestReset('   ');
    expect(answer.status).toBe(400);
    expect(errorText(answer.html)).toBe('Please enter your username or e-mail address.');
    expect(answer.html).toContain('aria-describedby="identifier-error" aria-invalid="true"');
  });

  it('keeps only the hash: the raw token is in no table but the outbox row that carries it', async () => {
    const [mail] = await mailsTo(ids.tom!);
    const token = tokenOf(linkOf(mail!));
    const [row] = await database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, ids.tom!));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(row!.purpose).toBe('RESET');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(60 * 60_000, -3);
    const rows = async <T>(query: ReturnType<typeof sql>) => {
      const result = (await database.db.execute(query)) as { rows: T[] } | T[];
      return Array.isArray(result) ? result : result.rows;
    };
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const holding: string[] = [];
    for (const { table_name } of tables) {
      const [found] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${token}%`}`,
      );
      if (found!.n > 0) holding.push(table_name);
    }
    expect(holding).toEqual(['mail_messages']);
  });
});

describe('the set-password link', () => {
  it('a newer link retires the older one', async () => {
    await requestReset('una');
    await requestReset('una');
    const [first, second] = await mailsTo(ids.una!);
    const older = await openLink(linkOf(first!));
    expect(older.status).toBe(410);
    expect(older.html).toContain('This link no longer works');
    expect(older.html).toContain('>Ask for a new link</a>');
    const newer = await openLink(linkOf(second!));
    expect(newer.status).toBe(200);
    expect(newer.html).toContain('Choose a new password for the account una.');
  });

  it('expires', async () => {
    const [mail] = await mailsTo(ids.rosa!);
    const token = tokenOf(linkOf(mail!));
    const hash = createHash('sha256').update(token).digest('base64url');
    expect((await openLink(linkOf(mail!))).status).toBe(200);
    await database.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.tokenHash, hash));
    expect((await openLink(linkOf(mail!))).status).toBe(410);
    const posted = await setPassword(token, 'a brand new passphrase 7');
    expect(posted.status).toBe(410);
  });

  it('an unknown or malformed link gets the same clear page', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const page = await openLink(`${server.baseUrl}/oidc/password/set?token=${token}`);
      expect(page.status).toBe(410);
      expect(page.html).toContain('href="/oidc/password/forgot?lang=en"');
    }
  });

  it('refuses a weak password with feedback, too short and differing ones with their message, and stays usable', async () => {
    const [, second] = await mailsTo(ids.una!);
    const token = tokenOf(linkOf(second!));
    const weak = await setPassword(token, 'una-password');
    expect(weak.status).toBe(400);
    expect(errorText(weak.html)).toBe(
      'This password is too easy to guess. Choose a longer or less common one.',
    );
    expect(weak.html).toMatch(
      /<div class="feedback" id="strength" aria-live="polite"><p>Strength: (very weak|weak|fair)<\/p><ul><li>/,
    );
    const common = await setPassword(token, 'qwertyuiop');
    expect(common.html).toContain(
      '<p>Strength: very weak</p><ul><li>This is a frequently used password.</li><li>Add more words that are less common.</li></ul>',
    );
    expect(errorText((await setPassword(token, 'short')).html)).toBe(
      'The new password needs at least 10 characters.',
    );
    expect(
      errorText((await setPassword(token, 'violet meadow 42 lantern', 'violet meadow 42 lanterns')).html),
    ).toBe('The two passwords are not the same.');
    expect((await openLink(linkOf(second!))).status).toBe(200);
  });

  it('shows the strength live through its check, only for a usable link', async () => {
    const [, second] = await mailsTo(ids.una!);
    const token = tokenOf(linkOf(second!));
    const check = (body: unknown) =>
      fetch(`${server.baseUrl}/oidc/password/strength`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const weak = await check({ token, password: 'una12345' });
    expect(weak.status).toBe(200);
    expect(await weak.json()).toMatchObject({
      acceptable: false,
      label: expect.stringMatching(/^Strength: /),
    });
    const strong = await check({ token, password: 'violet meadow 42 lantern' });
    expect(await strong.json()).toMatchObject({ acceptable: true, score: 4, label: 'Strength: very strong' });
    expect((await check({ token: 'y'.repeat(43), password: 'x' })).status).toBe(404);
  });

  it('sets the password once, clears the forced change, and the new password signs in', async () => {
    await database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, ids.una!));
    const [, second] = await mailsTo(ids.una!);
    const token = tokenOf(linkOf(second!));
    const page = await openLink(linkOf(second!));
    expect(page.response.headers.get('content-security-policy')).toMatch(
      /script-src 'sha256-[^']+'; connect-src 'self';/,
    );
    const done = await setPassword(token, 'violet meadow 42 lantern');
    expect(done.status).toBe(200);
    expect(done.html).toContain('Password saved');
    expect(done.html).toContain(`href="${server.baseUrl}/">Sign in</a>`);
    const [user] = await database.db.select().from(users).where(eq(users.id, ids.una!));
    expect(user!.mustChangePassword).toBe(false);
    const tokens = await signIn(server.baseUrl, 'una', 'violet meadow 42 lantern');
    expect(tokens.accessToken).toMatch(/^ey/);
    await expect(signIn(server.baseUrl, 'una', 'old password 3')).rejects.toThrow(/Sign-in refused \(401\)/);
    // Single use.
    expect((await openLink(linkOf(second!))).status).toBe(410);
    expect((await setPassword(token, 'another meadow 43 lantern')).status).toBe(410);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, ids.una!));
    expect(audit.map((a) => [a.action, a.actorId, a.changes])).toEqual([
      ['user.passwordReset', ids.una, { passwordHash: { before: '[hidden]', after: '[hidden]' } }],
    ]);
  });

  it('a link of an account deactivated since no longer works', async () => {
    await requestReset('vic');
    const [mail] = await mailsTo(ids.vic!);
    expect((await openLink(linkOf(mail!))).html).toContain('<html lang="de">');
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, ids.vic!));
    expect((await openLink(linkOf(mail!))).status).toBe(410);
  });
});

describe('rate limits', () => {
  it('sends an account at most three mails an hour, answering the same', async () => {
    const before = (await mailsTo(ids.rosa!)).length;
    const answers = [];
    for (let i = before; i < 5; i += 1) answers.push(await requestReset('rosa'));
    expect(new Set(answers.map((a) => `${a.status}${a.html}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(await mailsTo(ids.rosa!)).toHaveLength(3);
  });

  it('slows down an address that asks too often, in its language', async () => {
    const strict = await startIdentityServer(database.db, await freePort(), {
      resetLimits: {
        ...limits,
        perAddress: { free: 1, firstDelayMs: 90_000, maxDelayMs: 90_000, forgetAfterMs: 60 * 60_000 },
      },
    });
    try {
      expect((await requestReset('nobody-1', strict)).status).toBe(200);
      expect((await requestReset('nobody-2', strict)).status).toBe(200);
      const limited = await requestReset('nobody-3', strict, { 'accept-language': 'sw' });
      expect(limited.status).toBe(429);
      expect(limited.response.headers.get('retry-after')).toMatch(/^(89|90)$/);
      expect(errorText(limited.html)).toMatch(/^Maombi mengi mno/);
    } finally {
      await strict.close();
    }
  });
});
