// Theme and language as users see them (seed-spec §4, §9): manager's dark appearance, the default
// unit's colour as the primary colour, coach's German, and the browser language for learner.
import { expect, test, type Page } from './support/test';
import { accessToken, baseURL, graphql, mainHeading, routeTitle, screenshot, signIn } from './support/app';

const themeRoot = (page: Page) => page.locator('[data-is-root-theme="true"]');

async function defaultUnitColour(page: Page): Promise<string> {
  const result = await graphql<{ units: { defaultUnit: { color: string | null } | null } }>(
    baseURL(),
    await accessToken(page),
    'query defaultUnit { units { defaultUnit { color } } }',
  );
  const colour = result.data?.units.defaultUnit?.color;
  if (!colour) throw new Error(`No default unit colour: ${JSON.stringify(result)}`);
  return colour.toLowerCase();
}

/** Hue (degrees), saturation and lightness (0..1) of a computed `rgb(...)` colour. */
function hsl(colour: string): { h: number; s: number; l: number } {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => Number(c) / 255);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`Not a colour: ${colour}`);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const sector = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: sector * 60, s, l };
}

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim().toLowerCase(),
  );

test('manager gets the dark appearance with the default unit colour as primary colour', async ({ page }) => {
  await signIn(page, 'manager');
  await expect(themeRoot(page)).toHaveClass(/\bdark\b/);
  const scheme = await themeRoot(page).evaluate((el) => getComputedStyle(el).colorScheme);
  expect(scheme).toBe('dark');
  // A dark violet base: the page background and the header panel are dark, visibly tinted, violet hues.
  for (const surface of [themeRoot(page), page.locator('.app-header')]) {
    const background = await surface.evaluate((el) => getComputedStyle(el).backgroundColor);
    const { h, s, l } = hsl(background);
    expect(l, background).toBeLessThan(0.25);
    expect(s, background).toBeGreaterThan(0.2);
    expect(h, background).toBeGreaterThanOrEqual(255);
    expect(h, background).toBeLessThanOrEqual(290);
  }
  // The violet-tinted grays (Radix mauve) of the dark base.
  await expect(themeRoot(page)).toHaveAttribute('data-gray-color', 'mauve');
  const unitColour = await defaultUnitColour(page);
  // The seeded unit has its own colour, so this shows where the primary colour comes from.
  expect(unitColour).not.toBe('#5761ee');
  await expect.poll(() => primaryColour(page)).toBe(unitColour);
  await screenshot(page, 'dashboard-manager-dark');
});

test('learner gets the light appearance and the same primary colour', async ({ page }) => {
  await signIn(page, 'learner');
  await expect(themeRoot(page)).toHaveClass(/\blight\b/);
  expect(await themeRoot(page).evaluate((el) => getComputedStyle(el).colorScheme)).toBe('light');
  await expect.poll(() => primaryColour(page)).toBe(await defaultUnitColour(page));
});

test('coach sees German', async ({ page }) => {
  await signIn(page, 'coach');
  await expect(mainHeading(page)).toHaveText(/^Hallo/);
  await expect.poll(() => documentLanguage(page)).toBe('de');
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: await routeTitle('de', '/my-profile') })).toBeVisible();
  await screenshot(page, 'dashboard-coach-de');
});

test.describe('learner with a Swahili browser', () => {
  test.use({ locale: 'sw-KE' });
  test('sees Swahili', async ({ page }) => {
    await signIn(page, 'learner');
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: await routeTitle('sw', '/my-profile') })).toBeVisible();
    await expect(menu.getByRole('link', { name: await routeTitle('en', '/my-profile') })).toHaveCount(0);
    await expect.poll(() => documentLanguage(page)).toBe('sw');
  });
});

test.describe('learner with a French browser', () => {
  test.use({ locale: 'fr-FR' });
  test('sees the default language, English', async ({ page }) => {
    await signIn(page, 'learner');
    await expect(mainHeading(page)).toHaveText(/^Hello/);
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: await routeTitle('en', '/my-profile') })).toBeVisible();
    await expect.poll(() => documentLanguage(page)).toBe('en');
  });
});
