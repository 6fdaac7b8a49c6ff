// Accessibility: axe-core on the main screens in light and dark appearance (no serious or critical
// violations), and the menu and Sign out used with the keyboard alone.
import { expect, test } from './support/test';
import {
  baseURL,
  expectDashboard,
  isLoginPage,
  mainHeading,
  screenshot,
  signIn,
  submitLogin,
} from './support/app';
import { noSeriousViolations } from './support/checks';

const appearances = [
  { name: 'light', username: 'learner', colorScheme: 'light' as const },
  { name: 'dark', username: 'manager', colorScheme: 'dark' as const },
];

for (const { name, username, colorScheme } of appearances) {
  test.describe(`${name} appearance`, () => {
    test.use({ colorScheme });

    test(`login page, dashboard, profile and error page (${username})`, async ({ page }) => {
      await page.goto(`${baseURL()}/dashboard`);
      await page.waitForURL((url) => isLoginPage(url.href));
      await noSeriousViolations(page, `login page (${name})`);
      await screenshot(page, `login-${name}`);

      await submitLogin(page, username);
      await expectDashboard(page);
      await noSeriousViolations(page, `dashboard (${name})`);

      await page.getByRole('navigation').getByRole('link', { name: 'My profile' }).click();
      await expect(mainHeading(page)).toHaveText('My profile');
      await expect(page.getByRole('main').locator('form')).toBeVisible();
      await noSeriousViolations(page, `profile (${name})`);
      await screenshot(page, `profile-${name}`);

      await page.goto(`${baseURL()}/error-page`);
      await expect(mainHeading(page)).toHaveText('Page not found');
      await noSeriousViolations(page, `error page (${name})`);
      await screenshot(page, `error-page-${name}`);
    });
  });
}

test('the menu and Sign out work with the keyboard alone', async ({ page }) => {
  await signIn(page, 'learner');
  // Tab through the page until the main menu's "My profile" link has focus, then follow it.
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 30 && (await focusedText()) !== 'My profile'; i += 1) await page.keyboard.press('Tab');
  expect(await focusedText()).toBe('My profile');
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText('My profile');

  // Back to the top, then to the account menu.
  await page.keyboard.press('Shift+Tab');
  const accountMenu = page.getByRole('button', { name: /Account menu/ });
  for (let i = 0; i < 30 && !(await accountMenu.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(accountMenu).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => isLoginPage(url.href));
});

test('the dashboard is reached with the keyboard from the error page', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto(`${baseURL()}/error-page`);
  const back = page.getByRole('link', { name: 'Back to the dashboard' });
  for (let i = 0; i < 40 && !(await back.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expectDashboard(page);
});
