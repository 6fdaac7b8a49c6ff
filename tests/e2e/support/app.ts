// What the browser tests share: the demo accounts and what each may see, signing in through the
// provider's real login page, watching navigations and reloads, and GraphQL calls with a tab's token.
import { expect, type Page } from '@playwright/test';
import { OWN_STACK_ENV } from './stack';

export const baseURL = (): string => {
  // Such a spec runs at the same time as the shared stack's specs: it must not touch their data.
  if (process.env[OWN_STACK_ENV])
    throw new Error(
      'This spec starts a stack of its own, so it runs beside the shared stack and must not use it: ' +
        'pass its own stack.baseURL (or call baseURL() in the spec, which makes it a shared-stack spec).',
    );
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the suite with `npm run test:e2e`.');
  return url;
};

export type Role = 'ADMIN' | 'EDUCATION_MANAGER' | 'LEARNER';

/** The specification's route table (seed-spec §2), written out here so the app's own copy is checked. */
const A: Role = 'ADMIN';
const EM: Role = 'EDUCATION_MANAGER';
const L: Role = 'LEARNER';
export const ROUTE_TABLE: ReadonlyArray<{ path: string; roles: Role[]; menu: boolean }> = [
  { path: '/dashboard', roles: [], menu: true },
  { path: '/media', roles: [L], menu: true },
  { path: '/catalogue', roles: [L], menu: true },
  { path: '/media-management', roles: [A, EM], menu: true },
  { path: '/category-management', roles: [A], menu: true },
  { path: '/media-statistics', roles: [A, EM], menu: true },
  { path: '/user-statistics', roles: [A, EM], menu: true },
  { path: '/unit-management', roles: [A, EM], menu: true },
  { path: '/user-management', roles: [A, EM], menu: true },
  { path: '/import-management', roles: [A, EM], menu: true },
  { path: '/assignments', roles: [A, EM], menu: true },
  { path: '/mailtemplates', roles: [A], menu: true },
  { path: '/certificates', roles: [A], menu: true },
  { path: '/system', roles: [A], menu: true },
  { path: '/my-profile', roles: [], menu: true },
  { path: '/my-certificates', roles: [], menu: true },
  { path: '/my-units', roles: [], menu: true },
  { path: '/my-ratings', roles: [], menu: true },
  { path: '/design-configuration', roles: [A], menu: true },
  // Reached by address only: the API decides what it shows (DESIGN §4).
  { path: '/super-console', roles: [], menu: false },
  { path: '/help-and-legal', roles: [A], menu: true },
  { path: '/using-sitos', roles: [], menu: true },
  { path: '/assistant', roles: [A, EM, L], menu: true },
  { path: '/system-badges', roles: [A], menu: true },
  { path: '/course-badges', roles: [A], menu: true },
  { path: '/badges-collection', roles: [], menu: true },
  { path: '/communication', roles: [A, EM], menu: true },
  { path: '/learning-path', roles: [A, EM], menu: true },
  { path: '/task-management', roles: [A, EM], menu: true },
  { path: '/task-statistics', roles: [A, EM], menu: true },
  { path: '/menu-configuration', roles: [A], menu: true },
  { path: '/mail-log', roles: [A], menu: true },
];

/** Routes without a sign-in guard. */
export const OPEN_ROUTES = ['/relatives', '/error-page'] as const;

export interface Account {
  username: string;
  roles: Role[];
  /** The language the account sees in an English browser (its `locale` claim, else the browser's). */
  lang: string;
}

export const ACCOUNTS: readonly Account[] = [
  { username: 'admin', roles: [A], lang: 'en' },
  { username: 'manager', roles: [EM], lang: 'en' },
  { username: 'learner', roles: [L], lang: 'en' },
  { username: 'coach', roles: [EM, L], lang: 'de' },
];

export const account = (username: string): Account => ACCOUNTS.find((a) => a.username === username)!;

const allows = (roles: Role[], routeRoles: Role[]) =>
  routeRoles.length === 0 || routeRoles.some((r) => roles.includes(r));

export const allowedRoutes = (a: Account) => ROUTE_TABLE.filter((r) => allows(a.roles, r.roles));
export const forbiddenRoutes = (a: Account) => ROUTE_TABLE.filter((r) => !allows(a.roles, r.roles));

/** Menu paths: the allowed menu routes, plus /relatives (role ADMIN, no sign-in guard) for admins. */
export const expectedMenu = (a: Account): string[] =>
  [
    ...allowedRoutes(a)
      .filter((r) => r.menu)
      .map((r) => r.path),
    ...(a.roles.includes(A) ? ['/relatives'] : []),
  ].sort();

export const LOGIN_PATH = /\/oidc\/interaction\//;
export const isLoginPage = (url: string): boolean => LOGIN_PATH.test(new URL(url).pathname);

/**
 * Fills the provider's login form (demo password = username) and submits it. The page speaks the
 * browser's language, so its fields are found by name rather than by their English labels.
 */
export async function submitLogin(page: Page, username: string): Promise<void> {
  await page.waitForURL(LOGIN_PATH);
  const form = page.locator('form[action$="/login"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(username);
  await form.locator('button[type="submit"]').click();
}

const dictionaries = new Map<string, Record<string, string>>();

/** A route's screen title in a language, from the dictionary the app loads. */
export async function routeTitle(lang: string, path: string): Promise<string> {
  if (!dictionaries.has(lang)) {
    const response = await fetch(`${baseURL()}/assets/i18n/${lang}.json`);
    dictionaries.set(lang, (await response.json()) as Record<string, string>);
  }
  const title = dictionaries.get(lang)?.[`route.${path.slice(1)}.title`];
  if (!title) throw new Error(`No title for ${path} in ${lang}`);
  return title;
}

export const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The dashboard greets the user by name once the shell is up. */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainHeading(page)).toHaveText(/^(Hello|Hallo|Habari|Hujambo)/);
  await expect(page.getByRole('navigation')).toBeVisible();
}

/** Opens the app, signs in through the provider and waits for the dashboard. */
export async function signIn(page: Page, username: string, path = '/', base = baseURL()): Promise<void> {
  await page.goto(`${base}${path}`);
  await submitLogin(page, username);
  await expectDashboard(page);
}

/** Records every address the top frame navigates to and counts its `load` events. */
export function watchNavigations(page: Page): { urls: string[]; loads: () => number } {
  const urls: string[] = [];
  let loads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  page.on('load', () => (loads += 1));
  return { urls, loads: () => loads };
}

/** The access token oidc-client-ts keeps in the tab's sessionStorage. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:')) {
        return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
    }
    return undefined;
  });
  if (!token) throw new Error('No access token in this tab.');
  return token;
}

export async function graphql<T>(
  base: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: Array<{ message: string }> }> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
      'graphql-preflight': '1',
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

/** Saves a screenshot of a main screen as a test artefact (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

export interface ScormMedium {
  status: string;
  score: number | null;
  launch: { scorm: { lessonLocation: string; entry: string } | null };
}

/** The learner's SCORM medium as the API has it now: status, score, bookmark and the next entry. */
export async function scormMedium(base: string, page: Page, mediaId: string): Promise<ScormMedium | null> {
  const result = await graphql<{ myMedium: ScormMedium | null }>(
    base,
    await accessToken(page),
    'query($id: ID!) { myMedium(mediaId: $id) { status score launch { scorm { lessonLocation entry } } } }',
    { id: mediaId },
  );
  return result.data?.myMedium ?? null;
}
