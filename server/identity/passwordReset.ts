// "Forgot password?" and the set-password link on the provider. The request page answers every well-formed
// request with the same page after the same minimum time, whether an account matched or not, so it cannot
// be used to find out who has an account; the mail goes only to active accounts with an address, at most
// a few per hour each, and an address asking too often is slowed down (the login throttle's rule).
import { parse as parseQuery } from 'node:querystring';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USER_LIMITS } from '../../src/schemas/user';
import { writeAudit } from '../api/audit/record';
import { queueMail } from '../api/mail/outbox';
import { endSessions } from '../api/userManagement/sessions';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema/core';
import { issuerPath } from './client';
import { pickLocale, TEXTS, type PageLocale } from './i18n';
import { hashPassword } from './password';
import {
  forgotPasswordPage,
  invalidLinkPage,
  isPageLocale,
  passwordSetPage,
  resetSentPage,
  setPasswordPage,
  strengthFeedback,
} from './passwordPages';
import { passwordStrength } from './passwordStrength';
import { PASSWORD_TEXTS } from './passwordTexts';
import {
  consumePasswordToken,
  findUsableToken,
  issuePasswordToken,
  setPasswordLink,
  TOKEN_LIFETIME_MS,
} from './passwordTokens';
import type { Page } from './pages';
import { SlowDown, type SlowDownRule } from './rateLimit';

/** `free` + 1 is how many go through before the waits begin (SlowDown's rule). */
export interface ResetLimits {
  /** Requests from one address (each request counts). */
  perAddress: SlowDownRule;
  /** Mails to one account (only mails sent count; past the limit the request is answered, nothing sent). */
  perAccount: SlowDownRule;
  /** Every request with a lookup is answered no sooner than this, so timing tells nothing. */
  answerFloorMs: number;
}

export const DEFAULT_RESET_LIMITS: ResetLimits = {
  // Ten requests, then one a minute, doubling; three mails an account, then one a quarter hour, doubling.
  perAddress: { free: 9, firstDelayMs: 60_000, maxDelayMs: 60 * 60_000, forgetAfterMs: 60 * 60_000 },
  perAccount: { free: 2, firstDelayMs: 15 * 60_000, maxDelayMs: 60 * 60_000, forgetAfterMs: 60 * 60_000 },
  answerFloorMs: 400,
};

/** An e-mail address may name several accounts; a request mails at most this many. */
const MAX_ACCOUNTS = 5;
const VALID_MINUTES = TOKEN_LIFETIME_MS.RESET / 60_000;
const UID = /^[A-Za-z0-9_-]{1,64}$/;

const send = (reply: FastifyReply, page: Page) =>
  reply.code(page.status).headers(page.headers).send(page.html);

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

type Query = { Querystring: { uid?: string; lang?: string; token?: string } };

export interface PasswordResetOptions {
  config: ServerConfig;
  db: Db;
  limits?: ResetLimits;
}

export async function registerPasswordReset(app: FastifyInstance, options: PasswordResetOptions) {
  const { config, db } = options;
  const limits = options.limits ?? DEFAULT_RESET_LIMITS;
  const addresses = new SlowDown(limits.perAddress);
  const accounts = new SlowDown(limits.perAccount);
  const prefix = issuerPath(config);
  const forgotPath = `${prefix}/password/forgot`;
  const setPath = `${prefix}/password/set`;
  const checkPath = `${prefix}/password/strength`;
  const appHome = `${config.publicUrl}/`;

  const localeOf = (request: FastifyRequest<Query>, preferred?: string | null): PageLocale =>
    isPageLocale(preferred) ? preferred : pickLocale(request.query.lang, request.headers['accept-language']);

  /** The login page the person came from (its interaction), else the app, which starts a new one. */
  const backHref = (uid: string | undefined) =>
    uid && UID.test(uid) ? `${prefix}/interaction/${uid}` : appHome;

  const forgotAction = (request: FastifyRequest<Query>, locale: PageLocale) => {
    const query = new URLSearchParams({ lang: locale });
    if (request.query.uid && UID.test(request.query.uid)) query.set('uid', request.query.uid);
    return `${forgotPath}?${query}`;
  };

  const sendResetMail = async (user: { id: string; username: string }) => {
    await db.transaction(async (tx) => {
      const { token } = await issuePasswordToken(tx, user.id, 'RESET');
      await queueMail(tx, {
        event: 'PASSWORD_RESET',
        userId: user.id,
        data: {
          username: user.username,
          resetLink: setPasswordLink(config, token),
          validMinutes: VALID_MINUTES,
        },
      });
    });
  };

  /** The account behind a usable link, if it may still set a password. */
  const linkAccount = async (token: string) => {
    const link = await findUsableToken(db, token);
    if (!link) return undefined;
    const [user] = await db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        email: users.email,
        locale: users.locale,
        isActive: users.isActive,
        anonymisedAt: users.anonymisedAt,
      })
      .from(users)
      .where(eq(users.id, link.userId));
    if (!user || !user.isActive || user.anonymisedAt) return undefined;
    return { link, user };
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, parseQuery(String(body))),
    );

    scope.get<Query>(forgotPath, async (request, reply) => {
      const locale = localeOf(request);
      return send(
        reply,
        forgotPasswordPage(locale, {
          action: forgotAction(request, locale),
          backHref: backHref(request.query.uid),
        }),
      );
    });

    scope.post<Query>(forgotPath, async (request, reply) => {
      const started = Date.now();
      const locale = localeOf(request);
      const p = PASSWORD_TEXTS[locale];
      const identifier = field(request.body, 'identifier').trim().slice(0, 320);
      const form = {
        action: forgotAction(request, locale),
        backHref: backHref(request.query.uid),
        identifier,
      };
      if (!identifier)
        return send(reply, forgotPasswordPage(locale, { ...form, error: p.identifierMissing, status: 400 }));
      const waitMs = addresses.waitFor(request.ip);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        reply.header('retry-after', String(seconds));
        return send(
          reply,
          forgotPasswordPage(locale, { ...form, error: p.tooManyRequests(seconds), status: 429 }),
        );
      }
      addresses.fail(request.ip);

      const found = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(
          and(
            or(eq(users.username, identifier), sql`lower(${users.email}) = ${identifier.toLowerCase()}`),
            eq(users.isActive, true),
            isNull(users.anonymisedAt),
          ),
        )
        .orderBy(users.username)
        .limit(MAX_ACCOUNTS);
      for (const user of found) {
        if (accounts.waitFor(user.id) > 0) continue;
        accounts.fail(user.id);
        await sendResetMail(user);
      }
      await sleep(Math.max(0, started + limits.answerFloorMs - Date.now()));
      return send(reply, resetSentPage(locale, form.backHref, VALID_MINUTES));
    });

    scope.get<Query>(setPath, async (request, reply) => {
      const token = request.query.token ?? '';
      const account = await linkAccount(token);
      if (!account) {
        const locale = localeOf(request);
        return send(reply, invalidLinkPage(locale, `${forgotPath}?lang=${locale}`));
      }
      const locale = localeOf(request, account.user.locale);
      return send(reply, setPasswordPage(locale, formFor(account, token)));
    });

    scope.post<Query>(setPath, async (request, reply) => {
      const token = field(request.body, 'token');
      const account = await linkAccount(token);
      const fallbackLocale = localeOf(request);
      if (!account)
        return send(reply, invalidLinkPage(fallbackLocale, `${forgotPath}?lang=${fallbackLocale}`));
      const { user } = account;
      const locale = localeOf(request, user.locale);
      const t = TEXTS[locale];
      const newPassword = field(request.body, 'newPassword');
      const repeated = field(request.body, 'repeatPassword');
      const again = (error: string, strength = passwordStrength(newPassword, inputsOf(user))) =>
        send(reply, setPasswordPage(locale, { ...formFor(account, token), error, strength, status: 400 }));
      if (newPassword.length < USER_LIMITS.passwordMin)
        return again(t.passwordTooShort(USER_LIMITS.passwordMin));
      if (newPassword.length > USER_LIMITS.passwordMax)
        return send(
          reply,
          setPasswordPage(locale, {
            ...formFor(account, token),
            error: t.passwordTooLong(USER_LIMITS.passwordMax),
            status: 400,
          }),
        );
      const strength = passwordStrength(newPassword, inputsOf(user));
      if (!strength.acceptable) return again(PASSWORD_TEXTS[locale].weakPassword, strength);
      if (newPassword !== repeated) return again(t.passwordsDiffer, strength);

      const passwordHash = await hashPassword(newPassword);
      const done = await db.transaction(async (tx) => {
        const used = await consumePasswordToken(tx, token);
        if (!used) return false;
        const now = new Date();
        await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now })
          .where(eq(users.id, used.userId));
        // Whoever used the old password is signed out.
        await endSessions(tx, [used.userId]);
        await writeAudit(
          tx,
          { userId: used.userId, roles: [], sessionState: undefined, claims: {} },
          {
            action: used.purpose === 'WELCOME' ? 'user.welcomePassword' : 'user.passwordReset',
            entityType: 'user',
            entityId: used.userId,
            before: { passwordHash: 'old' },
            after: { passwordHash: 'new' },
          },
        );
        return true;
      });
      if (!done) return send(reply, invalidLinkPage(locale, `${forgotPath}?lang=${locale}`));
      return send(reply, passwordSetPage(locale, appHome));
    });

    // The page's live strength check: answers only for a usable link, and changes nothing.
    scope.post(checkPath, async (request, reply) => {
      const body = request.body as { token?: unknown; password?: unknown } | undefined;
      const token = typeof body?.token === 'string' ? body.token : '';
      const password =
        typeof body?.password === 'string' ? body.password.slice(0, USER_LIMITS.passwordMax) : '';
      const account = await linkAccount(token);
      reply.header('cache-control', 'no-store');
      if (!account) return reply.code(404).send({ error: 'unknown link' });
      const locale = pickLocale(account.user.locale, request.headers['accept-language']);
      return reply.send(strengthFeedback(locale, passwordStrength(password, inputsOf(account.user))));
    });
  });

  function formFor(account: NonNullable<Awaited<ReturnType<typeof linkAccount>>>, token: string) {
    return {
      action: setPath,
      checkAction: checkPath,
      token,
      username: account.user.username,
      welcome: account.link.purpose === 'WELCOME',
      minimum: USER_LIMITS.passwordMin,
      maximum: USER_LIMITS.passwordMax,
    };
  }
}

const inputsOf = (user: { username: string; name: string; email: string }) => [
  user.username,
  user.name,
  user.email,
];
