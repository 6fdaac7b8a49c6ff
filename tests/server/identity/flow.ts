// A browser-like sign-in through the provider's login form over real HTTP: a small cookie jar,
// redirects followed by hand, authorization code + PKCE S256, then the token request.
// Reused by the API and end-to-end tests.
import { createHash, randomBytes } from 'node:crypto';
import { CookieJar, send } from './cookies';

export { CookieJar, send };

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkcePair(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const withoutQuery = (url: string) => {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
};

/** A page that submits its form by script at once (the provider's form_post pages, direct sign-out). */
function autoSubmittedForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  if (!/\.submit\(\)/.test(html)) return undefined;
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) return undefined;
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { action: action.replace(/&amp;/g, '&'), fields };
}

export interface Step {
  url: string;
  /** The last response when it was neither a redirect nor the stop address. */
  response?: Response;
  html?: string;
}

/**
 * Follows redirects from `url` like a browser with JavaScript, also submitting self-submitting
 * forms, until a page stays or the location is `stopAt` (the client's redirect URI, which a test
 * server does not serve).
 */
export async function follow(
  jar: CookieJar,
  url: string,
  stopAt: string,
  headers: Record<string, string> = {},
): Promise<Step> {
  let current = url;
  let init: RequestInit & { headers: Record<string, string> } = { headers };
  for (let hop = 0; hop < 12; hop += 1) {
    if (withoutQuery(current) === stopAt) return { url: current };
    const response = await send(jar, current, init);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      current = new URL(location, current).href;
      init = { headers };
      continue;
    }
    const html = await response.text();
    const form = response.status === 200 ? autoSubmittedForm(html) : undefined;
    if (!form) return { response, url: current, html };
    current = new URL(form.action, current).href;
    init = {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form.fields).toString(),
    };
  }
  throw new Error(`Too many redirects from ${url}`);
}

export interface SignInOptions {
  clientId?: string;
  redirectUri?: string;
  scope?: string;
  acceptLanguage?: string;
  /** Reuse a browser's cookies (e.g. to sign in again in the same session). */
  jar?: CookieJar;
  /** Extra authorization request parameters, e.g. { prompt: 'login' }. */
  params?: Record<string, string>;
}

export interface SignInResult {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
  cookies: CookieJar;
}

export function authorizationUrl(
  baseUrl: string,
  pkce: Pkce,
  options: Pick<SignInOptions, 'clientId' | 'redirectUri' | 'scope' | 'params'> = {},
): string {
  const url = new URL(`${baseUrl}/oidc/auth`);
  const params: Record<string, string> = {
    client_id: options.clientId ?? 'lms-app',
    response_type: 'code',
    redirect_uri: options.redirectUri ?? `${baseUrl}/`,
    scope: options.scope ?? 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...options.params,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

export async function exchangeCode(
  baseUrl: string,
  code: string,
  verifier: string,
  options: Pick<SignInOptions, 'clientId' | 'redirectUri'> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: options.redirectUri ?? `${baseUrl}/`,
      client_id: options.clientId ?? 'lms-app',
    }),
  });
}

export async function refresh(
  baseUrl: string,
  refreshToken: string,
  clientId = 'lms-app',
): Promise<Response> {
  return fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }),
  });
}

/** The login form's action URL in a login page. */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('No login form in the page');
  return action.replace(/&amp;/g, '&');
}

export async function submitLogin(
  jar: CookieJar,
  pageUrl: string,
  html: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return send(jar, new URL(formAction(html), pageUrl).href, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

/** Signs in through the login form and returns the tokens of the code exchange. */
export async function signIn(
  baseUrl: string,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<SignInResult> {
  const jar = options.jar ?? new CookieJar();
  const redirectUri = options.redirectUri ?? `${baseUrl}/`;
  const headers: Record<string, string> = options.acceptLanguage
    ? { 'accept-language': options.acceptLanguage }
    : {};
  const pkce = pkcePair();
  let step = await follow(jar, authorizationUrl(baseUrl, pkce, options), redirectUri, headers);
  if (step.response) {
    const html = step.html ?? '';
    if (step.response.status !== 200)
      throw new Error(`Authorization failed (${step.response.status}): ${html}`);
    const posted = await submitLogin(jar, step.url, html, username, password, headers);
    const location = posted.headers.get('location');
    if (posted.status !== 303 || !location) {
      throw new Error(`Sign-in refused (${posted.status}): ${await posted.text()}`);
    }
    step = await follow(jar, new URL(location, step.url).href, redirectUri, headers);
    if (step.response) throw new Error(`No redirect back to the app (${step.response.status}): ${step.html}`);
  }
  const callback = new URL(step.url);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${step.url}`);
  const response = await exchangeCode(baseUrl, code, pkce.verifier, { ...options, redirectUri });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Token request failed: ${JSON.stringify(body)}`);
  return {
    accessToken: String(body.access_token),
    idToken: String(body.id_token),
    refreshToken: String(body.refresh_token),
    expiresIn: Number(body.expires_in),
    scope: String(body.scope),
    cookies: jar,
  };
}

export interface SilentResult {
  /** The token response, when the provider answered with a code. */
  tokens?: Record<string, string>;
  /** The error the provider redirected with (e.g. login_required), otherwise. */
  error?: string;
}

/** prompt=none with the browser's cookies: the app's silent renew in its hidden iframe. */
export async function silentSignIn(baseUrl: string, jar: CookieJar): Promise<SilentResult> {
  const pkce = pkcePair();
  const redirectUri = `${baseUrl}/silent-refresh.html`;
  const url = authorizationUrl(baseUrl, pkce, { redirectUri, params: { prompt: 'none' } });
  const step = await follow(jar, url, redirectUri);
  const callback = new URL(step.url);
  const code = callback.searchParams.get('code');
  if (!code) return { error: callback.searchParams.get('error') ?? `status ${step.response?.status}` };
  const response = await exchangeCode(baseUrl, code, pkce.verifier, { redirectUri });
  return { tokens: (await response.json()) as Record<string, string> };
}
