// The provider's interaction pages on fastify: the login form (translated, rate limited, no account
// enumeration) and the automatic consent of the first-party app.
import { parse as parseQuery } from 'node:querystring';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Provider } from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema/core';
import { pickLocale, TEXTS, type PageLocale } from './i18n';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';
import { USER_LIMITS } from '../../src/schemas/user';
import { loginPage, messagePage, newPasswordPage, type Page } from './pages';
import { grantFirstParty, issuerPath } from './client';
import { LoginThrottle, type LoginLimits } from './rateLimit';

export interface InteractionOptions {
  config: ServerConfig;
  db: Db;
  provider: Provider;
  limits?: LoginLimits;
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The shortest password a person may choose (the same rule as the user form's initial password). */
const MIN = USER_LIMITS.passwordMin;

const send = (reply: FastifyReply, page: Page) =>
  reply.code(page.status).headers(page.headers).send(page.html);

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

export async function registerInteractions(app: FastifyInstance, options: InteractionOptions): Promise<void> {
  const { config, db, provider } = options;
  const throttle = new LoginThrottle(options.limits);
  const base = `${issuerPath(config)}/interaction`;
  const appHome = `${config.publicUrl}/`;
  /** The reset page, in the login page's language, with the way back to this login. */
  const forgotHref = (uid: string, locale: PageLocale) =>
    `${issuerPath(config)}/password/forgot?${new URLSearchParams({ uid, lang: locale })}`;

  const localeOf = (request: FastifyRequest, interaction?: Interaction): PageLocale =>
    pickLocale(interaction?.params.ui_locales, request.headers['accept-language']);

  const expiredPage = (locale: PageLocale) => {
    const t = TEXTS[locale];
    return messagePage(locale, t.expiredTitle, t.expired, { href: appHome, label: t.backToApp }, 400);
  };

  /** The interaction of this browser, or undefined when its cookie is gone or names another one. */
  const loadInteraction = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  };

  const finishConsent = async (request: FastifyRequest, reply: FastifyReply, interaction: Interaction) => {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || clientId !== config.clientId) return false;
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ clientId, accountId });
    if (!grant) return false;
    const grantId = await grantFirstParty(grant, config).save();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
    await reply.redirect(returnTo, 303);
    return true;
  };

  await app.register(async (scope) => {
    // Only this form is parsed here; the provider's own routes read their raw bodies themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, parseQuery(String(body))),
    );

    scope.get<{ Params: { uid: string } }>(`${base}/:uid`, async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      const locale = localeOf(request, interaction);
      if (!interaction) return send(reply, expiredPage(locale));
      if (interaction.prompt.name === 'consent' && (await finishConsent(request, reply, interaction)))
        return reply;
      if (interaction.prompt.name !== 'login') return send(reply, expiredPage(locale));
      const loginHint = interaction.params.login_hint;
      return send(
        reply,
        loginPage(locale, TEXTS[locale], {
          action: `${base}/${interaction.uid}/login`,
          forgotHref: forgotHref(interaction.uid, locale),
          username: typeof loginHint === 'string' ? loginHint : '',
        }),
      );
    });

    scope.post<{ Params: { uid: string } }>(`${base}/:uid/login`, async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      const locale = localeOf(request, interaction);
      const t = TEXTS[locale];
      if (!interaction || interaction.prompt.name !== 'login') return send(reply, expiredPage(locale));
      const username = field(request.body, 'username').trim();
      const password = field(request.body, 'password');
      const action = `${base}/${interaction.uid}/login`;
      const retry = (error: string, status: number) =>
        send(
          reply,
          loginPage(locale, t, {
            action,
            forgotHref: forgotHref(interaction.uid, locale),
            username,
            error,
            status,
          }),
        );

      if (!username || !password) return retry(t.missingCredentials, 400);

      const waitMs = throttle.waitFor(username, request.ip);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        reply.header('retry-after', String(seconds));
        return retry(t.tooManyAttempts(seconds), 429);
      }

      const [user] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          isActive: users.isActive,
          mustChangePassword: users.mustChangePassword,
        })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      // Unknown accounts are checked against a dummy hash so the answer takes as long as for real ones.
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !passwordOk) {
        throttle.failed(username, request.ip);
        return retry(t.invalidCredentials, 401);
      }
      throttle.succeeded(username, request.ip);
      // Said only after the right password, so it tells nobody else that the account exists.
      if (!user.isActive) return retry(t.deactivated, 403);
      if (user.mustChangePassword) {
        // Remembered in the interaction (server-side, bound to this browser's interaction cookie) until the
        // new password is saved; the sign-in completes only then.
        interaction.result = { passwordChange: { accountId: user.id } };
        await interaction.persist();
        return send(
          reply,
          newPasswordPage(locale, t, { action: `${base}/${interaction.uid}/password`, minimum: MIN }),
        );
      }
      return finishLogin(request, reply, user.id);
    });

    scope.post<{ Params: { uid: string } }>(`${base}/:uid/password`, async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      const locale = localeOf(request, interaction);
      const t = TEXTS[locale];
      const pending = (interaction?.result as { passwordChange?: { accountId?: unknown } } | undefined)
        ?.passwordChange?.accountId;
      if (!interaction || interaction.prompt.name !== 'login' || typeof pending !== 'string')
        return send(reply, expiredPage(locale));
      const newPassword = field(request.body, 'newPassword');
      const repeated = field(request.body, 'repeatPassword');
      const action = `${base}/${interaction.uid}/password`;
      const again = (error: string, status = 400) =>
        send(reply, newPasswordPage(locale, t, { action, minimum: MIN, error, status }));
      if (newPassword.length < MIN) return again(t.passwordTooShort(MIN));
      if (newPassword.length > USER_LIMITS.passwordMax)
        return again(t.passwordTooLong(USER_LIMITS.passwordMax));
      if (newPassword !== repeated) return again(t.passwordsDiffer);
      const [user] = await db
        .select({ passwordHash: users.passwordHash, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, pending))
        .limit(1);
      if (!user) return send(reply, expiredPage(locale));
      if (!user.isActive)
        return send(
          reply,
          messagePage(locale, t.signInTitle, t.deactivated, { href: appHome, label: t.backToApp }, 403),
        );
      if (await verifyPassword(newPassword, user.passwordHash)) return again(t.passwordUnchanged);
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPassword),
          mustChangePassword: false,
          passwordChangedAt: new Date(),
        })
        .where(eq(users.id, pending));
      return finishLogin(request, reply, pending);
    });
  });

  async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  }
}
